/** The four articles the home page suggests (spec: create your first agent, connect your tools, canvas, documents). */
export const homeSuggestions = [
  "agentes-ia/como-criar-seu-primeiro-agente",
  "conexoes-integracoes/como-conectar-suas-ferramentas",
  "chat-canvas/trabalhando-com-canvas",
  "bases-conhecimento/documentos",
] as const;
