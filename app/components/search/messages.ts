/** The search panel's strings, loaded with it. */
import { defineMessages } from "~/lib/messages";

export const ts = defineMessages({
  pt: {
    searchLoading: "Carregando a busca…",
    searchFailed: "Não foi possível carregar a busca. Verifique sua conexão.",
    searchRetrying: "Não foi possível carregar a busca. Tentando de novo…",
    searchRetry: "Tentar de novo",
    searchNoResults: "Nenhum resultado encontrado",
    searchNoResultsHint: "Tente outras palavras ou pergunte à {product}.",
    searchResultsOne: "1 resultado",
    searchResultsMany: "{count} resultados",
    searchOtherLanguage: "Nada em português. Encontramos isto em inglês:",
    searchAsk: 'Pergunte à {product} sobre "{query}"',
    searchResultsLabel: "Resultados da busca",
  },
  en: {
    searchLoading: "Loading search…",
    searchFailed: "Search could not load. Check your connection.",
    searchRetrying: "Search could not load. Trying again…",
    searchRetry: "Try again",
    searchNoResults: "No results found",
    searchNoResultsHint: "Try other words, or ask {product}.",
    searchResultsOne: "1 result",
    searchResultsMany: "{count} results",
    searchOtherLanguage: "Nothing in English. We found this in Portuguese:",
    searchAsk: 'Ask {product} about "{query}"',
    searchResultsLabel: "Search results",
  },
});
