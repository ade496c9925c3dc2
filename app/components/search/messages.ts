/** The strings of the search panel and of the results page, loaded with them. */
import type { Lang } from "~/lib/i18n";
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
    searchOtherLanguage: "Nada em {language}. Encontramos isto em {other}:",
    searchLookingInOther: "Nada em {language}. Procurando em {other}…",
    searchAsk: 'Pergunte à {product} sobre "{query}"',
    searchResultsLabel: "Resultados da busca",
    searchAll: 'Ver todos os resultados para "{query}"',
    searchShowingFor: "Mostrando resultados para {query}",
    searchShowingForStatus: "Mostrando resultados para “{query}”. {results}",
    searchInsteadFor: "Buscar exatamente por “{query}”",
    resultsTitle: "Resultados da busca",
    resultsDescription: "Todos os artigos da central de ajuda que respondem à sua busca.",
    resultsFor: "{count} resultados para “{query}”",
    resultsForOne: "1 resultado para “{query}”",
    resultsEmpty: "Digite o que você procura.",
    resultsSearch: "Buscar",
    resultsNeedScript: "A lista de resultados precisa de JavaScript. Os artigos estão no menu de navegação.",
    resultsBreadcrumb: "Busca",
    resultsCategory: "Categoria",
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
    searchOtherLanguage: "Nothing in {language}. We found this in {other}:",
    searchLookingInOther: "Nothing in {language}. Looking in {other}…",
    searchAsk: 'Ask {product} about "{query}"',
    searchResultsLabel: "Search results",
    searchAll: 'See all results for "{query}"',
    searchShowingFor: "Showing results for {query}",
    searchShowingForStatus: "Showing results for “{query}”. {results}",
    searchInsteadFor: "Search instead for “{query}”",
    resultsTitle: "Search results",
    resultsDescription: "Every article of the help center that answers your search.",
    resultsFor: "{count} results for “{query}”",
    resultsForOne: "1 result for “{query}”",
    resultsEmpty: "Type what you are looking for.",
    resultsSearch: "Search",
    resultsNeedScript: "The list of results needs JavaScript. The articles are in the navigation menu.",
    resultsBreadcrumb: "Search",
    resultsCategory: "Category",
  },
  es: {
    searchLoading: "Cargando la búsqueda…",
    searchFailed: "No se pudo cargar la búsqueda. Revisa tu conexión.",
    searchRetrying: "No se pudo cargar la búsqueda. Intentando de nuevo…",
    searchRetry: "Intentar de nuevo",
    searchNoResults: "No se encontraron resultados",
    searchNoResultsHint: "Prueba con otras palabras o pregúntale a {product}.",
    searchResultsOne: "1 resultado",
    searchResultsMany: "{count} resultados",
    searchOtherLanguage: "Nada en {language}. Encontramos esto en {other}:",
    searchLookingInOther: "Nada en {language}. Buscando en {other}…",
    searchAsk: 'Pregúntale a {product} sobre "{query}"',
    searchResultsLabel: "Resultados de la búsqueda",
    searchAll: 'Ver todos los resultados de "{query}"',
    searchShowingFor: "Mostrando resultados para {query}",
    searchShowingForStatus: "Mostrando resultados para “{query}”. {results}",
    searchInsteadFor: "Buscar exactamente “{query}”",
    resultsTitle: "Resultados de la búsqueda",
    resultsDescription: "Todos los artículos del centro de ayuda que responden a tu búsqueda.",
    resultsFor: "{count} resultados para “{query}”",
    resultsForOne: "1 resultado para “{query}”",
    resultsEmpty: "Escribe lo que buscas.",
    resultsSearch: "Buscar",
    resultsNeedScript:
      "La lista de resultados necesita JavaScript. Los artículos están en el menú de navegación.",
    resultsBreadcrumb: "Búsqueda",
    resultsCategory: "Categoría",
  },
});

/**
 * A message in two pieces, around its `{name}` placeholder, so the value can be set in an element
 * of its own ("Mostrando resultados para **bigquery**") wherever the language's sentence puts it.
 */
export function around(lang: Lang, key: Parameters<typeof ts>[1], name: string): [string, string] {
  const [before = "", after = ""] = ts(lang, key).split(`{${name}}`);
  return [before, after];
}
