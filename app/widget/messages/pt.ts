/**
 * The embedded help widget's strings in Portuguese. The default language's keys are every
 * language's (`WidgetMessages`), so a key missing in one is a type error. `{product}` is the brand
 * name. The loader carries every language's table (they are small), so the host may switch the
 * language at run time without a request.
 */
const pt = {
  launcher: "Ajuda",
  title: "Ajuda da {product}",
  close: "Fechar a ajuda",
  retry: "Tentar de novo",
  suggested: "Sugeridos para esta tela",
  searchLabel: "Buscar na central de ajuda",
  searchPlaceholder: "Buscar artigos…",
  searching: "Buscando…",
  searchFailed: "A busca não carregou. Verifique sua conexão.",
  noResults: "Nenhum resultado encontrado",
  resultsOne: "1 resultado",
  resultsMany: "{count} resultados",
  showingFor: "Mostrando resultados para “{query}”",
  otherLanguage: "Nada em {language}. Encontramos isto em {other}:",
  resultsLabel: "Resultados da busca",
  back: "Voltar",
  articleLoading: "Carregando o artigo…",
  articleFailed: "O artigo não carregou. Verifique sua conexão.",
  openInHelpCentre: "Abrir na central de ajuda",
  newTab: "(abre em uma nova aba)",
  askLabel: "Pergunte à {product}",
  askPlaceholder: "Digite sua pergunta…",
  askSend: "Enviar pergunta",
  askThinking: "Procurando nos artigos…",
  askWriting: "Escrevendo a resposta…",
  askFound: "Veja o que a central de ajuda diz:",
  askFoundOther: "Nada em {language}; veja o que dizem os artigos em {other}:",
  askNotCovered: "A central de ajuda não cobre esta pergunta.",
  askClosest: "Os artigos mais próximos são:",
  askSources: "Fontes",
  askFailed: "Os artigos não carregaram. Verifique sua conexão e tente de novo.",
  askServiceFailed: "O assistente online não respondeu; mostrando a resposta dos artigos.",
  supportPrompt: "Ainda precisa de ajuda?",
};

export type WidgetMessages = Record<keyof typeof pt, string>;

export default pt satisfies WidgetMessages;
