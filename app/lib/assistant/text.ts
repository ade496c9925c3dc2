/**
 * Words for retrieval: folded (no case, no accents), stop words dropped, and cut to a short stem so
 * "conecto", "conectar" and "conexão" meet, as do "expired" and "expiration", in either language.
 */
import { fold } from "~/lib/search/fold";
import { stopWords } from "~/lib/search/words";

const stemLength = 6;
/** Portuguese and English endings, longest first; removed once, keeping at least four letters. */
const endings = [
  "amentos",
  "imentos",
  "amento",
  "imento",
  "ations",
  "acoes",
  "icoes",
  "adores",
  "adoras",
  "ation",
  "mente",
  "ancia",
  "encia",
  "ances",
  "ences",
  "acao",
  "icao",
  "ando",
  "endo",
  "indo",
  "ados",
  "adas",
  "idos",
  "idas",
  "ings",
  "ing",
  "ado",
  "ada",
  "ido",
  "ida",
  "ers",
  "ies",
  "es",
  "ed",
  "ar",
  "er",
  "ir",
  "os",
  "as",
  "s",
  "o",
  "a",
  "e",
];

/** A light stem: one common ending off, then at most six letters ("expired", "expiração" → "expir"). */
export function stem(word: string): string {
  let base = word;
  for (const ending of endings) {
    if (base.length - ending.length >= 4 && base.endsWith(ending)) {
      base = base.slice(0, -ending.length);
      break;
    }
  }
  return base.length > stemLength ? base.slice(0, stemLength) : base;
}

/** The retrieval terms of a text, in order, repeats kept (frequencies matter). */
export function terms(text: string): string[] {
  const words = fold(text).split(/[^\p{L}\p{N}]+/u);
  const result: string[] = [];
  for (const word of words) {
    if (word.length < 2 || stopWords.has(word)) continue;
    result.push(stem(word));
  }
  return result;
}

const ptMarkers = new Set(
  "o a os as de do da dos das em no na um uma que nao não como meu minha voce você para pra por qual quais onde quando porque esta está é eu".split(
    " ",
  ),
);
const enMarkers = new Set(
  "the a an of to in on is are my how what why where when which can do does i you your for with it".split(
    " ",
  ),
);

/** The language a question is written in, guessed from its small words; undefined when unclear. */
export function guessLanguage(text: string): "pt" | "en" | undefined {
  let pt = 0;
  let en = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (ptMarkers.has(word)) pt++;
    if (enMarkers.has(word)) en++;
  }
  if (/[ãõçáéíóúâêô]/i.test(text)) pt += 2;
  if (pt === en) return undefined;
  return pt > en ? "pt" : "en";
}

/**
 * Everyday words for the product's ideas, in both languages: a reader who "adds coworkers" means
 * inviting users, one who "can't get in" means signing in. Each group is one idea; a question word
 * in a group brings the group's other words in, at a lower weight than the reader's own.
 */
const ideas: string[][] = [
  [
    "convidar",
    "convite",
    "convidando",
    "invite",
    "invitation",
    "chamar",
    "colegas",
    "coworkers",
    "colleagues",
    "equipe",
    "team",
    "adicionar pessoas",
  ],
  [
    "entrar",
    "login",
    "logar",
    "sign",
    "signin",
    "acessar",
    "acesso",
    "autenticacao",
    "authentication",
    "sso",
  ],
  ["vazia", "vazio", "empty", "nada", "nothing", "blank", "sem dados"],
  ["remover", "excluir", "deletar", "apagar", "delete", "remove", "tirar", "revogar", "revoke"],
  ["dominio", "domain", "subdominio", "subdomain", "dns"],
  [
    "cores",
    "cor",
    "colors",
    "colour",
    "color",
    "marca",
    "brand",
    "logo",
    "white label",
    "aparencia",
    "appearance",
  ],
  ["senha", "password", "email", "e-mail"],
  ["planilha", "spreadsheet", "excel", "xlsx"],
  ["pdf", "documento", "documentos", "document", "arquivo", "file", "upload", "enviar"],
  ["erro", "error", "falha", "failure", "problema", "problem", "nao funciona", "doesn't work"],
  ["conta de servico", "service account", "bot", "integracao automatica"],
  ["copiar", "copiado", "copy", "copied", "duplicar", "armazenar", "store", "servidor", "servers"],
  ["demora", "demorar", "tempo", "quanto tempo", "how long", "wait", "esperar", "horas", "hours"],
  ["painel", "dashboard", "canvas", "relatorio", "report"],
  ["agente", "agent", "bot", "assistente", "assistant"],
  ["permissao", "permission", "acesso", "access", "grupo", "group", "quem", "who"],
  ["tamanho", "size", "dimensao", "dimensoes", "dimensions", "resolucao", "resolution", "pixels"],
  ["dica", "dicas", "tip", "tips", "sugestao", "sugestoes", "suggestion", "suggestions"],
  [
    "organizado",
    "organizada",
    "organized",
    "agrupado",
    "agrupada",
    "agrupa",
    "grouped",
    "ordenado",
    "sorted",
  ],
];

/** The term and the words of its ideas ("dimensions": size, tamanho…); the term alone when it has none. */
export function relatedTerms(term: string): readonly string[] {
  return expansions.get(term) ?? [term];
}

const expansions = new Map<string, string[]>();
for (const idea of ideas) {
  const stems = [...new Set(idea.flatMap((phrase) => terms(phrase)))];
  for (const stemmed of stems)
    expansions.set(stemmed, [...new Set([...(expansions.get(stemmed) ?? []), ...stems])]);
}

/** The question's own terms at weight 1, plus related words of the same ideas at weight 0.4. */
export function expandQuery(own: readonly string[]): { term: string; weight: number }[] {
  const query = new Map(own.map((term) => [term, 1]));
  for (const term of own) {
    for (const related of expansions.get(term) ?? []) if (!query.has(related)) query.set(related, 0.4);
  }
  return [...query].map(([term, weight]) => ({ term, weight }));
}
