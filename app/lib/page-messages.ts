/**
 * The strings of the pre-rendered page only: the header and footer, the home page, categories,
 * pagination, callouts, the not-found and error pages, titles and descriptions. No island imports
 * this file, so none of them is in the islands' scripts (tests/e2e/budgets.spec.ts checks); the
 * widgets' strings are in messages.ts. Both languages are required by the type.
 */
import { format, type Lang } from "./i18n";

const pt = {
  siteName: "Central de Ajuda {product}",
  // A browser's name for the site's search: OpenSearch allows 16 characters at most.
  openSearchName: "Ajuda {product}",
  openSearchDescription: "Pesquise nos artigos da Central de Ajuda {product}",
  llmsFull: "Todos os artigos em um só arquivo Markdown",
  skipToContent: "Pular para o conteúdo",
  loginHint: "Abre o aplicativo de demonstração da {product} em uma nova aba",
  language: "Idioma",
  languageName: "Português",
  inThisTopic: "Artigos dentro de {title}",
  heroTitle: "Como podemos ajudar?",
  heroSubtitle: "Respostas e guias passo a passo para usar a {product} com seus dados.",
  suggestionsTitle: "Sugestões",
  categoriesTitle: "Explore por categoria",
  articleCount: "{count} artigos",
  articleCountOne: "1 artigo",
  sidebarLabel: "Navegação da central de ajuda",
  overview: "Visão geral",
  previous: "Anterior",
  next: "Próximo",
  pagination: "Artigos anteriores e seguintes",
  externalLink: "(abre em uma nova aba)",
  footerRights: "© {year} {product}. Todos os direitos reservados.",
  footerSocial: "{product} nas redes",
  opensInNewTab: "{name} (abre em uma nova aba)",
  notFoundTitle: "Página não encontrada",
  notFoundHeading: "Ops! Página não encontrada",
  notFoundText: "O endereço que você abriu não existe ou mudou de lugar.",
  backHome: "Voltar para o início",
  errorTitle: "Erro inesperado da aplicação!",
  errorText: "Algo deu errado ao abrir esta página. Tente recarregar ou volte para o início.",
  islandFailed: "Este controle não carregou.",
  reloadPage: "Recarregar a página",
  calloutNote: "Observação",
  calloutTip: "Dica",
  calloutWarning: "Atenção",
  calloutDanger: "Cuidado",
  articlesInCategory: "Artigos",
  lastUpdated: "Atualizado em",
  homeTitle: "Central de Ajuda {product}",
  homeDescription:
    "Guias da {product} em português: conecte seus dados, crie agentes de IA, administre sua organização e tire o melhor do chat.",
} as const;

export type PageMessageKey = keyof typeof pt;

const en: Record<PageMessageKey, string> = {
  siteName: "{product} Help Center",
  openSearchName: "{product} Help",
  openSearchDescription: "Search the articles of the {product} Help Center",
  llmsFull: "Every article in one Markdown file",
  skipToContent: "Skip to content",
  loginHint: "Opens the {product} demo app in a new tab",
  language: "Language",
  languageName: "English",
  inThisTopic: "Articles within {title}",
  heroTitle: "How can we help you?",
  heroSubtitle: "Answers and step-by-step guides for using {product} with your data.",
  suggestionsTitle: "Suggestions",
  categoriesTitle: "Browse by category",
  articleCount: "{count} articles",
  articleCountOne: "1 article",
  sidebarLabel: "Help center navigation",
  overview: "Overview",
  previous: "Previous",
  next: "Next",
  pagination: "Previous and next articles",
  externalLink: "(opens in a new tab)",
  footerRights: "© {year} {product}. All rights reserved.",
  footerSocial: "{product} on social media",
  opensInNewTab: "{name} (opens in a new tab)",
  notFoundTitle: "Page not found",
  notFoundHeading: "Oops! Page not found",
  notFoundText: "The address you opened does not exist or has moved.",
  backHome: "Return to Home",
  errorTitle: "Unexpected Application Error!",
  errorText: "Something went wrong while opening this page. Try reloading, or go back home.",
  islandFailed: "This control did not load.",
  reloadPage: "Reload the page",
  calloutNote: "Note",
  calloutTip: "Tip",
  calloutWarning: "Warning",
  calloutDanger: "Caution",
  articlesInCategory: "Articles",
  lastUpdated: "Last updated",
  homeTitle: "{product} Help Center",
  homeDescription:
    "{product} guides in English: connect your data, build AI agents, run your organization and get the most from the chat.",
};

const pageMessages: Record<Lang, Record<PageMessageKey, string>> = { pt, en };

/** A page string in a language, with `{name}` placeholders filled. */
export function tp(lang: Lang, key: PageMessageKey, values?: Record<string, string | number>): string {
  return format(pageMessages[lang][key], values);
}
