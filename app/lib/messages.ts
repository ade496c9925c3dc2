/**
 * Every string of the interface, in both languages. A key missing in one language is a type
 * error, so no label exists in one language only. `{product}` is the brand name.
 */
import { format, type Lang } from "./i18n";

const pt = {
  siteName: "Central de Ajuda {product}",
  helpCenter: "Central de Ajuda",
  skipToContent: "Pular para o conteúdo",
  login: "Entrar",
  loginHint: "Abre o aplicativo de demonstração da {product} em uma nova aba",
  language: "Idioma",
  languageName: "Português",
  inThisTopic: "Artigos dentro de {title}",
  theme: "Tema de cores",
  themeLight: "Claro",
  themeDark: "Escuro",
  themeSystem: "Do sistema",
  searchLabel: "Buscar na central de ajuda",
  searchPlaceholder: "Buscar artigos…",
  searchRegionHeader: "Busca",
  searchShortcut: "Atalho: Ctrl+K ou /",
  searchShortcutMac: "Atalho: Comando+K ou /",
  searchRegionHero: "Busca principal",
  heroTitle: "Como podemos ajudar?",
  heroSubtitle: "Respostas e guias passo a passo para usar a {product} com seus dados.",
  heroSearchPlaceholder: "Busque por integrações, agentes, usuários…",
  suggestionsTitle: "Sugestões",
  categoriesTitle: "Explore por categoria",
  articleCount: "{count} artigos",
  articleCountOne: "1 artigo",
  sidebarLabel: "Navegação da central de ajuda",
  sidebarClose: "Fechar menu de navegação",
  sidebarOpen: "Abrir menu de navegação",
  expandAll: "Expandir tudo",
  collapseAll: "Recolher tudo",
  overview: "Visão geral",
  breadcrumb: "Trilha de navegação",
  onThisPage: "Nesta página",
  previous: "Anterior",
  next: "Próximo",
  pagination: "Artigos anteriores e seguintes",
  copyLink: "Copiar link para esta seção",
  linkCopied: "Link copiado",
  linkCopyFailed: "Não foi possível copiar o link",
  copy: "Copiar",
  copied: "Copiado",
  copyFailed: "Não foi possível copiar",
  externalLink: "(abre em uma nova aba)",
  feedbackQuestion: "Este artigo foi útil?",
  feedbackYes: "Sim",
  feedbackNo: "Não",
  feedbackThanks: "Obrigado pelo seu feedback!",
  footerRights: "© {year} {product}. Todos os direitos reservados.",
  footerSocial: "{product} nas redes",
  opensInNewTab: "{name} (abre em uma nova aba)",
  notFoundTitle: "Página não encontrada",
  notFoundHeading: "Ops! Página não encontrada",
  notFoundText: "O endereço que você abriu não existe ou mudou de lugar.",
  backHome: "Voltar para o início",
  errorTitle: "Erro inesperado da aplicação!",
  errorText: "Algo deu errado ao abrir esta página. Tente recarregar ou volte para o início.",
  calloutNote: "Observação",
  calloutTip: "Dica",
  calloutWarning: "Atenção",
  calloutDanger: "Cuidado",
  notifications: "Notificações",
  closeToast: "Fechar notificação",
  articlesInCategory: "Artigos",
  chatTrigger: "Pergunte à {product}",
  homeTitle: "Central de Ajuda {product}",
  homeDescription:
    "Guias da {product} em português: conecte seus dados, crie agentes de IA, administre sua organização e tire o melhor do chat.",
} as const;

type Messages = { readonly [K in keyof typeof pt]: string };

const en: Messages = {
  siteName: "{product} Help Center",
  helpCenter: "Help Center",
  skipToContent: "Skip to content",
  login: "Login",
  loginHint: "Opens the {product} demo app in a new tab",
  language: "Language",
  languageName: "English",
  inThisTopic: "Articles within {title}",
  theme: "Color theme",
  themeLight: "Light",
  themeDark: "Dark",
  themeSystem: "System",
  searchLabel: "Search the help center",
  searchPlaceholder: "Search articles…",
  searchRegionHeader: "Search",
  searchShortcut: "Shortcut: Ctrl+K or /",
  searchShortcutMac: "Shortcut: Command+K or /",
  searchRegionHero: "Main search",
  heroTitle: "How can we help you?",
  heroSubtitle: "Answers and step-by-step guides for using {product} with your data.",
  heroSearchPlaceholder: "Search for integrations, agents, users…",
  suggestionsTitle: "Suggestions",
  categoriesTitle: "Browse by category",
  articleCount: "{count} articles",
  articleCountOne: "1 article",
  sidebarLabel: "Help center navigation",
  sidebarClose: "Close navigation menu",
  sidebarOpen: "Open navigation menu",
  expandAll: "Expand all",
  collapseAll: "Collapse all",
  overview: "Overview",
  breadcrumb: "Breadcrumb",
  onThisPage: "On this page",
  previous: "Previous",
  next: "Next",
  pagination: "Previous and next articles",
  copyLink: "Copy link to this section",
  linkCopied: "Link copied",
  linkCopyFailed: "Could not copy the link",
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Could not copy",
  externalLink: "(opens in a new tab)",
  feedbackQuestion: "Was this article helpful?",
  feedbackYes: "Yes",
  feedbackNo: "No",
  feedbackThanks: "Thanks for your feedback!",
  footerRights: "© {year} {product}. All rights reserved.",
  footerSocial: "{product} on social media",
  opensInNewTab: "{name} (opens in a new tab)",
  notFoundTitle: "Page not found",
  notFoundHeading: "Oops! Page not found",
  notFoundText: "The address you opened does not exist or has moved.",
  backHome: "Return to Home",
  errorTitle: "Unexpected Application Error!",
  errorText: "Something went wrong while opening this page. Try reloading, or go back home.",
  calloutNote: "Note",
  calloutTip: "Tip",
  calloutWarning: "Warning",
  calloutDanger: "Caution",
  notifications: "Notifications",
  closeToast: "Close toast",
  articlesInCategory: "Articles",
  chatTrigger: "Ask {product}",
  homeTitle: "{product} Help Center",
  homeDescription:
    "{product} guides in English: connect your data, build AI agents, run your organization and get the most from the chat.",
};

export type MessageKey = keyof typeof pt;

/**
 * A feature's own strings, kept with the feature so a lazily loaded one brings them along instead
 * of weighing on the first load. Both languages are required by the type.
 */
export function defineMessages<Keys extends string>(table: Record<Lang, Record<Keys, string>>) {
  return (lang: Lang, key: Keys, values?: Record<string, string | number>) =>
    format(table[lang][key], values);
}
export const messages: Record<Lang, Messages> = { pt, en };

/** A message in a language, with `{name}` placeholders filled. */
export function t(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  return format(messages[lang][key], values);
}
