/** The widgets' strings in Brazilian Portuguese; their keys are every language's (messages.ts). */
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

/** A table of the widgets' strings: every key of the default language's, each a string. */
export type Messages = { readonly [K in keyof typeof pt]: string };

export default pt;
