/**
 * What a question asks: its words, weighted by how telling they are among the help centre's
 * sections (and their synonyms, less), and the kind of answer it calls for (a duration for "how
 * long", a size, a number, a path, a place in the app, a yes or no, a list, a price).
 */
import { fold } from "~/lib/search/fold";
import { sectionWeight, type Corpus } from "./retrieval";
import { expandQuery, terms } from "./text";

/** What the question asks for, and how much each of its words weighs. */
export interface Question {
  /** Retrieval terms of the question (weight: IDF among sections) and of its synonyms (less). */
  weights: Map<string, number>;
  /** The weight of the question's own words that the help centre uses at all. */
  total: number;
  /** How many of the question's own words the help centre never uses ("chatgpt", "tableau"). */
  unknown: number;
  /** Kinds of answer the question calls for. */
  cues: Cue[];
  /** "How do I …": the article's opening paragraph, written as the answer, leads. */
  howTo: boolean;
}

export interface Cue {
  name: string;
  /** In the folded question. */
  asks: RegExp;
  /** In the folded unit: the kind of text that answers. */
  answers: RegExp;
  /** Without a unit of this kind, the help centre does not answer the question. */
  required?: boolean;
}

const numberWords =
  "one|two|three|four|five|six|seven|eight|nine|ten|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez";

const cues: Cue[] = [
  {
    name: "duration",
    asks: /\b(quanto tempo|demora\w*|leva quanto|prazo|how long|time|tempo|until|ate quando)\b/,
    answers: new RegExp(
      `\\b\\d+\\s*(h|horas?|hours?|min|minutos?|minutes?|dias?|days?|s|segundos?|seconds?)\\b|\\b(alguns|poucos|algumas|a few|several|${numberWords}|a|an) (dias?|days?|horas?|hours?|minutos?|minutes?|semanas?|weeks?)\\b`,
    ),
  },
  {
    name: "price",
    asks: /\b(preco|precos|custa|custam|custo|price|prices|pricing|cost|costs|how much (is|does|do)|mensalidade|assinatura|subscription)\b/,
    answers:
      /(us\$|r\$|€|£|\$\s?\d|\b\d+(,\d+)?\s*(dolares|reais|dollars|usd|brl)\b|\bpor mes\b|\bper month\b)/,
    required: true,
  },
  {
    name: "size",
    asks: /\b(tamanho|size|dimens\w*|memoria|memory|armazenamento|storage|disco|disk|resolu\w*)\b/,
    answers: /\b\d+\s*(x\s*\d+|gb|gib|gi|mb|tb|px|pixels)\b/,
  },
  {
    name: "number",
    asks: /\b(quantos|quantas|quanto|how many|how much|versao|version|prioridade|priority|limite|limit|minimo|maximo|min|max|cpu|porta|port|numero|number|concurrency|concorrencia|timeout|instancias|instances)\b/,
    answers: new RegExp(`\\d|\\b(${numberWords})\\b`),
  },
  {
    name: "path",
    asks: /\b(url|uri|endpoint|rota|route|webhook|callback|redirect)\b/,
    answers: /(^|\s)\/[a-z0-9]|https?:\/\//,
  },
  {
    name: "where",
    asks: /\b(onde|where|qual menu|which menu|em que tela|which screen|which page|em qual tela|fica)\b/,
    answers: / > |\b(settings|configuracoes|organization|organizacao|menu|aba|tab)\b/,
  },
  {
    name: "yes-no",
    asks: /^(can|could|do|does|is|are|will|should|posso|pode|podem|da pra|consigo|tem como|e possivel|preciso|devo|existe|ha como)\b/,
    answers:
      /\b(nao|not|never|nunca|only|somente|apenas|sim|yes|pode|podem|can|cannot|must|deve|obrigatori\w*|required|optional|opcional|precisa|need)\b/,
  },
  {
    name: "list",
    asks: /^(quais|which|what are|o que (preciso|precisa|tem)|que tipos|what (kinds|types)|lista|list)\b|\b(quais|which|list of|lista de) /,
    answers: /;|,.*,| · /,
  },
];

/** Words that say what kind of answer is wanted ("list of…", "how many", "size"), not what about. */
const askingWords = new Set(
  terms("list lista listar many much quantidade tamanho size dimension dimensions dimensao dimensoes"),
);

export function readQuestion(question: string, corpus: Corpus): Question {
  const own = [...new Set(terms(question))].filter((term) => !askingWords.has(term));
  const weights = new Map<string, number>();
  let total = 0;
  let unknown = 0;
  for (const { term, weight } of expandQuery(own)) {
    const idf = sectionWeight(corpus, term);
    if (idf === 0) {
      if (weight === 1) unknown++;
      continue;
    }
    weights.set(term, weight * idf);
    if (weight === 1) total += idf;
  }
  const folded = fold(question);
  return {
    weights,
    total,
    unknown,
    cues: cues.filter((cue) => cue.asks.test(folded)),
    howTo: /^(como|how (do|can|to|should|would)|what do i do to|o que (eu )?faco para)\b/.test(folded),
  };
}

/** Share of the question's weight that `text` (or the set of its terms) holds, 0 to 1 (synonyms count less). */
export function coverage(question: Question, text: string | ReadonlySet<string>): number {
  if (question.total === 0) return 0;
  let held = 0;
  for (const term of typeof text === "string" ? new Set(terms(text)) : text)
    held += question.weights.get(term) ?? 0;
  return Math.min(1, held / question.total);
}

export function cueScore(question: Question, text: string): number {
  if (question.cues.length === 0) return 0;
  const folded = fold(text);
  return question.cues.filter((cue) => cue.answers.test(folded)).length / question.cues.length;
}
