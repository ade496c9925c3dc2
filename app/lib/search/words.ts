/** Words that search and the assistant treat apart. */

/**
 * Words that say little on their own, in both languages (readers mix them): Snowball's usual
 * Portuguese and English stop-word lists, folded, plus the small words of questions ("onde",
 * "quanto", "how", "want"). Search does not require them to match nor highlights them when a query
 * has other words; the assistant's retrieval leaves them out.
 */
export const stopWords: ReadonlySet<string> = new Set(
  // Portuguese
  (
    "a o as os um uma uns umas de do da dos das no na nos nas em por para pra pro com sem sob sobre " +
    "e ou mas se que qual quais quem onde quando como porque porquê por que é ser estar esta este esse essa isso isto " +
    "eu voce vc vcs meu minha meus minhas seu sua seus suas nosso nossa ele ela eles elas lhe me te nos " +
    "ao aos à às num numa nao sim ja mais menos muito pouco tem ter tenho faz fazer faco posso pode podem " +
    "consigo preciso quero queria devo deve sao ta tá hoje ontem amanha agora ainda sempre nunca tudo todo toda todos " +
    "alguem algum alguma coisa jeito vez vezes aqui ali la vai vou vamos quanto quantos quanta quantas the " +
    // ...and the rest of the usual Portuguese stop-word list (Snowball's), folded
    "tambem pelo pela pelos pelas ate entre depois mesmo nem deles dele dela delas essas esses estes estas tu " +
    "voces vos lhes teu tua teus tuas nossos nossas aquele aquela aqueles aquelas aquilo estou estamos estao " +
    "estive esteve estava estavam esteja estejam estivesse estiver ha hei houve haja houver sou somos era eram " +
    "fui foi fomos foram fora seja sejam fosse fossem formos forem serei sera serao seria seriam temos tinha " +
    "tinham tive teve tivemos tiveram tenha tenham tivesse tiver terei tera terao teria teriam " +
    // English
    "an and or but if of to in on at by for with without from into about as is are was were be been being " +
    "do does did doing have has had i me my mine you your yours we our it its this that these those there here " +
    "what which who whom where when why how can could should would will shall may might must not no yes " +
    "so than then too very just get got use using want need today tomorrow yesterday now right still " +
    "actually keep keeps anything something someone everyone thing things way also any some all every " +
    // ...and the rest of the usual English stop-word list (Snowball's), contractions cut at the apostrophe
    "myself ours ourselves yourself yourselves he him his himself she her hers herself itself they them their " +
    "theirs themselves am having because until while against between through during before after above below " +
    "up down out off over under again further once both each few more most other such nor only own same " +
    "don doesn didn isn aren wasn weren hasn haven hadn won wouldn couldn shouldn ll ve re"
  ).split(" "),
);

/** More small words of questions that search, unlike the assistant's retrieval, leaves out. */
export const searchStopWords: ReadonlySet<string> = new Set([
  ...stopWords,
  ..."much many needed needs precisa precisam".split(" "),
]);

/**
 * The usual actions of a help centre, each with the words readers and articles use for it, in both
 * languages (article verbs in their imperative and third-person forms: "crie", "cria"). In a search
 * of several words, an action matches through any word of its group, and counts less than the
 * words that name the subject: in "como conectar o bigquery", BigQuery decides the page.
 */
const actionGroups: string[][] = [
  ["criar", "crie", "cria", "gerar", "gere", "gera", "create", "generate", "make"],
  [
    "trocar",
    "troque",
    "troca",
    "mudar",
    "mude",
    "muda",
    "alterar",
    "altere",
    "altera",
    "editar",
    "edite",
  ].concat(["edita", "personalizar", "personalize", "change", "edit", "modify", "update", "customize"]),
  ["excluir", "exclua", "exclui", "apagar", "apague", "remover", "remova", "remove", "deletar", "delete"],
  ["configurar", "configure", "configura", "definir", "defina", "define", "ativar", "ative", "ativa"].concat([
    "habilitar",
    "habilite",
    "enable",
    "activate",
    "setup",
    "set",
  ]),
  ["conectar", "conecte", "conecta", "integrar", "integre", "integra", "connect", "integrate"],
  ["ver", "veja", "visualizar", "mostrar", "mostra", "exibir", "exibe", "see", "view", "show"],
  ["adicionar", "adicione", "adiciona", "incluir", "inclua", "inclui", "add", "include", "insert"],
  ["enviar", "envie", "envia", "subir", "suba", "carregar", "carregue", "upload", "send"],
  ["convidar", "convide", "convida", "invite"],
  ["limpar", "limpe", "limpa", "zerar", "clear", "reset"],
  ["escrever", "escreva", "escreve", "write"],
  ["renomear", "renomeie", "rename"],
];

/** For each action word, every word of its group (itself included). */
export const actions: ReadonlyMap<string, readonly string[]> = new Map(
  actionGroups.flatMap((group) => group.map((word) => [word, group] as const)),
);
