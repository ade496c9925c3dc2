/**
 * The strings of the widgets (the islands and what they share with the page), in every language.
 * A key missing in one language is a type error, so no label exists in one language only.
 * `{product}` is the brand name. Strings the pre-rendered page alone shows are in page-messages.ts,
 * so they stay out of the islands' scripts; a lazily loaded feature keeps its own (defineMessages).
 */
import { format, type Lang } from "./i18n";
import { jsonInHtml } from "./json-in-html";

const pt = {
  helpCenter: "Central de Ajuda",
  login: "Entrar",
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
  heroSearchPlaceholder: "Busque por integrações, agentes, usuários…",
  sidebarClose: "Fechar menu de navegação",
  sidebarOpen: "Abrir menu de navegação",
  expandAll: "Expandir tudo",
  collapseAll: "Recolher tudo",
  breadcrumb: "Trilha de navegação",
  onThisPage: "Nesta página",
  copyLink: "Copiar link para esta seção",
  linkCopied: "Link copiado",
  linkCopyFailed: "Não foi possível copiar o link",
  copy: "Copiar",
  copied: "Copiado",
  copyFailed: "Não foi possível copiar",
  feedbackQuestion: "Este artigo foi útil?",
  feedbackYes: "Sim",
  feedbackNo: "Não",
  feedbackThanks: "Obrigado pelo seu feedback!",
  notifications: "Notificações",
  closeToast: "Fechar notificação",
  chatTrigger: "Pergunte à {product}",
  supportPrompt: "Precisa de mais ajuda?",
  newTab: "(abre em uma nova aba)",
} as const;

type Messages = { readonly [K in keyof typeof pt]: string };

const en: Messages = {
  helpCenter: "Help Center",
  login: "Login",
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
  heroSearchPlaceholder: "Search for integrations, agents, users…",
  sidebarClose: "Close navigation menu",
  sidebarOpen: "Open navigation menu",
  expandAll: "Expand all",
  collapseAll: "Collapse all",
  breadcrumb: "Breadcrumb",
  onThisPage: "On this page",
  copyLink: "Copy link to this section",
  linkCopied: "Link copied",
  linkCopyFailed: "Could not copy the link",
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Could not copy",
  feedbackQuestion: "Was this article helpful?",
  feedbackYes: "Yes",
  feedbackNo: "No",
  feedbackThanks: "Thanks for your feedback!",
  notifications: "Notifications",
  closeToast: "Close toast",
  chatTrigger: "Ask {product}",
  supportPrompt: "Still need help?",
  newTab: "(opens in a new tab)",
};

const es: Messages = {
  helpCenter: "Centro de ayuda",
  login: "Iniciar sesión",
  theme: "Tema de colores",
  themeLight: "Claro",
  themeDark: "Oscuro",
  themeSystem: "Del sistema",
  searchLabel: "Buscar en el centro de ayuda",
  searchPlaceholder: "Buscar artículos…",
  searchRegionHeader: "Búsqueda",
  searchShortcut: "Atajo: Ctrl+K o /",
  searchShortcutMac: "Atajo: Comando+K o /",
  searchRegionHero: "Búsqueda principal",
  heroSearchPlaceholder: "Busca integraciones, agentes, usuarios…",
  sidebarClose: "Cerrar el menú de navegación",
  sidebarOpen: "Abrir el menú de navegación",
  expandAll: "Expandir todo",
  collapseAll: "Contraer todo",
  breadcrumb: "Ruta de navegación",
  onThisPage: "En esta página",
  copyLink: "Copiar el enlace a esta sección",
  linkCopied: "Enlace copiado",
  linkCopyFailed: "No se pudo copiar el enlace",
  copy: "Copiar",
  copied: "Copiado",
  copyFailed: "No se pudo copiar",
  feedbackQuestion: "¿Te resultó útil este artículo?",
  feedbackYes: "Sí",
  feedbackNo: "No",
  feedbackThanks: "¡Gracias por tu opinión!",
  notifications: "Notificaciones",
  closeToast: "Cerrar la notificación",
  chatTrigger: "Pregúntale a {product}",
  supportPrompt: "¿Necesitas más ayuda?",
  newTab: "(se abre en una pestaña nueva)",
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
/** The id of the data block that carries the page's own table (root.tsx writes it, the browser reads it). */
export const messagesElementId = "lumi-messages";

/** The data block's content: the page's language and its table. */
interface PageTable {
  lang: Lang;
  messages: Messages;
}

/** The page's own table, from the data block its HTML carries. */
function readPageTable(): Partial<Record<Lang, Messages>> {
  const text = document.getElementById(messagesElementId)?.textContent;
  if (!text) return {};
  const { lang, messages } = JSON.parse(text) as PageTable;
  return { [lang]: messages };
}

/**
 * Every language's table where pages are rendered (the build's pre-rendering, development, the
 * tests, and Node scripts that run this module without Vite, where `import.meta.env` does not
 * exist); in the browser, only the page's own, read from the page, so no page's scripts carry the
 * other languages' strings. Vite writes these flags in as constants, and the production browser
 * build drops the tables it no longer names.
 */
const rendering = !import.meta.env || import.meta.env.SSR || import.meta.env.DEV;
const messages: Partial<Record<Lang, Messages>> = rendering ? { pt, en, es } : readPageTable();

/** A message in a language, with `{name}` placeholders filled. */
export function t(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  const table = messages[lang];
  if (!table) throw new Error(`The page carries no ${lang} messages (#${messagesElementId})`);
  return format(table[key], values);
}

/** The data block a page carries for its widgets: its own language's table, as JSON safe in HTML. */
export function pageTableJson(lang: Lang): string {
  const table = messages[lang];
  if (!table) throw new Error(`No ${lang} messages to write into the page`);
  return jsonInHtml({ lang, messages: table } satisfies PageTable);
}
