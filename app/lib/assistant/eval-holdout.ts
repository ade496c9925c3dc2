/**
 * Held-out evaluation set: questions written by a separate author from the articles as they were
 * before readers' `questions` were added, never shown to the authors of those questions nor used to
 * tune retrieval's weights. Same shape as `eval-set.ts`.
 */
import type { EvalCase } from "./eval-set";

export const evalHoldout: EvalCase[] = [
  // /agentes-ia/como-criar-seu-primeiro-agente
  {
    lang: "pt",
    question: "primeiro bot que to montando, coloco quantas caixinhas no fluxo?",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "planeje-o-fluxo",
  },
  {
    lang: "pt",
    question: "editor ta reclamando de block configuration failure no envio de email",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "erros-do-fluxo",
  },
  {
    lang: "en",
    question: "what do i need set up before i can build a bot?",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "antes-de-comecar",
  },
  {
    lang: "en",
    question: "walk me through making a new agent, where do i start",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "passo-a-passo",
  },

  // /agentes-ia/o-que-e-um-agente-de-ia
  {
    lang: "pt",
    question: "agente de ia é tipo um chatbot? o que ele faz exatamente",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "",
  },
  {
    lang: "pt",
    question: "de onde o agente tira o que sabe sobre a minha empresa? so das tabelas?",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "de-onde-vem-o-conhecimento",
  },
  {
    lang: "en",
    question: "how does an agent work under the hood",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "como-funciona",
  },
  {
    lang: "en",
    question: "do agents respect the same data permissions as the person asking?",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "quem-pode-usar",
  },

  // /bases-conhecimento/documentos
  {
    lang: "pt",
    question: "como subo uns pdfs de politica interna pro bot ler",
    route: "/bases-conhecimento/documentos",
    section: "criar-pasta",
  },
  {
    lang: "pt",
    question: "quanto tempo leva pro arquivo ficar disponivel depois do upload? aparece algum resumo?",
    route: "/bases-conhecimento/documentos",
    section: "processamento",
  },
  {
    lang: "en",
    question: "can i upload an xlsx and have the bot add up the numbers in it",
    route: "/bases-conhecimento/documentos",
    section: "tipos-arquivo",
  },
  {
    lang: "en",
    question: "bot keeps quoting our old vacation policy even though we updated it",
    route: "/bases-conhecimento/documentos",
    section: "solucao-de-problemas",
  },

  // /bases-conhecimento/modelos-semanticos
  {
    lang: "pt",
    question: "no banco ta 'Rio de Janeiro' mas todo mundo pergunta 'RJ', como faço o bot entender",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "colunas-sinonimos",
  },
  {
    lang: "pt",
    question: "da pra ensinar o agente com uma pergunta e a query sql certinha?",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "instrucoes-exemplos",
  },
  {
    lang: "en",
    question: "agent can't combine orders with the customers table, how do i link them",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "juncoes",
  },
  {
    lang: "en",
    question: "how do i make a semantic model visible only to the finance team",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "grupos-rls",
  },

  // /bases-conhecimento/o-que-sao-bases-de-conhecimento
  {
    lang: "pt",
    question: "modelo semantico x documento, quando uso um ou outro?",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "comparacao",
  },
  {
    lang: "pt",
    question: "onde fica a base de conhecimento nas configuraçoes",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "onde-ficam",
  },
  {
    lang: "en",
    question: "how does the bot decide whether to look in files or run a query",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "como-agentes-usam",
  },
  {
    lang: "en",
    question: "who gets to see what's in a knowledge base? is it by team",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "atribuicao-grupos",
  },

  // /chat-canvas/entendendo-o-chat
  {
    lang: "pt",
    question: "posso perguntar em espanhol pro bot?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "fazer-uma-pergunta",
  },
  {
    lang: "pt",
    question: "pra que servem aquelas bolinhas com sugestao do lado do chat",
    route: "/chat-canvas/entendendo-o-chat",
    section: "perguntas-sugeridas",
  },
  {
    lang: "en",
    question: "my table came back empty when i asked only about the north region",
    route: "/chat-canvas/entendendo-o-chat",
    section: "respostas-vazias",
  },
  {
    lang: "en",
    question: "can the bot answer with a chart or only text?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "tipos-de-resposta",
  },

  // /chat-canvas/historico-conversas
  {
    lang: "pt",
    question: "onde vejo as conversas antigas que tive com o bot",
    route: "/chat-canvas/historico-conversas",
    section: "abrir-o-historico",
  },
  {
    lang: "pt",
    question: "como troco o nome de uma conversa",
    route: "/chat-canvas/historico-conversas",
    section: "renomear",
  },
  {
    lang: "en",
    question: "why is every chat named after the first thing i typed",
    route: "/chat-canvas/historico-conversas",
    section: "titulos",
  },
  {
    lang: "en",
    question: "how can i spot which old chats have a dashboard in them",
    route: "/chat-canvas/historico-conversas",
    section: "conversas-com-canvas",
  },

  // /chat-canvas/trabalhando-com-canvas
  {
    lang: "pt",
    question: "quero jogar todas as respostas da conversa no painel de uma vez so",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "todas-de-uma-vez",
  },
  {
    lang: "pt",
    question: "vou apresentar o painel numa reuniao, da pra ocupar a tela toda?",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "tela-cheia",
  },
  {
    lang: "en",
    question: "can i tweak a chart after i added it to the canvas",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "editar-cards",
  },
  {
    lang: "en",
    question: "rename canvas title",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "titulo-e-renomear",
  },

  // /conexoes-integracoes/como-conectar-suas-ferramentas
  {
    lang: "pt",
    question: "como adiciono uma fonte de dados nova na lumi",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "criar-conexao",
  },
  {
    lang: "pt",
    question: "depois de criar a conexao preciso rodar algum teste pra ver se ta funcionando?",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "validacao-e-teste",
  },
  {
    lang: "en",
    question: "connected our postgres but the bot still can't answer anything, what now",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "proximos-passos",
  },
  {
    lang: "en",
    question: "what is the connection name used for later on?",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "campos-da-conexao",
  },

  // /conexoes-integracoes/integracao-bigquery
  {
    lang: "pt",
    question: "quais roles a service account do bigquery precisa",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "conceder-papeis",
  },
  {
    lang: "pt",
    question: "bigquery recusa a conexao mesmo eu mandando o arquivo .json",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "solucao-de-problemas",
  },
  {
    lang: "en",
    question: "think our bigquery key file leaked, what should i do",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "baixar-chave-json",
  },
  {
    lang: "en",
    question: "what gcp permissions do i need before setting up bigquery",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "pre-requisitos",
  },

  // /conexoes-integracoes/integracao-twilio-whatsapp
  {
    lang: "pt",
    question: "qual endereço coloco no webhook do twilio pro whatsapp",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "configurar-webhook",
  },
  {
    lang: "pt",
    question: "criei o sender no twilio, quando posso comecar a usar o numero?",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "aguardar-aprovacao",
  },
  {
    lang: "en",
    question: "what do i need before hooking up whatsapp",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "pre-requisitos",
  },
  {
    lang: "en",
    question: "whatsapp messages aren't getting any reply from the bot",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "solucao-de-problemas",
  },

  // /conexoes-integracoes/integracoes-disponiveis
  {
    lang: "pt",
    question: "voces conectam com oracle e sql server?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "bancos-de-dados-relacionais",
  },
  {
    lang: "pt",
    question: "a ferramenta que a gente usa nao aparece na lista, como peço pra incluirem?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "pedir-nova-integracao",
  },
  {
    lang: "en",
    question: "do you integrate with metabase",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "bi",
  },
  {
    lang: "en",
    question: "can i plug in openai or gemini",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "ia-e-apis",
  },

  // /organizacao/api-playground
  {
    lang: "pt",
    question: "como pego o token jwt no playground da api",
    route: "/organizacao/api-playground",
    section: "autenticar",
  },
  {
    lang: "pt",
    question: "o playground é ambiente de teste? se eu mandar um delete apaga de verdade?",
    route: "/organizacao/api-playground",
    section: "montar-requisicao",
  },
  {
    lang: "en",
    question: "harmless first request to try in the playground to see if the api is alive",
    route: "/organizacao/api-playground",
    section: "primeira-chamada",
  },
  {
    lang: "en",
    question: "playground keeps saying i'm not authenticated",
    route: "/organizacao/api-playground",
    section: "solucao-de-problemas",
  },

  // /organizacao/autenticacao
  {
    lang: "pt",
    question: "quais jeitos de fazer login a lumi tem",
    route: "/organizacao/autenticacao",
    section: "metodos-de-login",
  },
  {
    lang: "pt",
    question: "quero que todo mundo entre so pelo sso e ninguem mais use senha",
    route: "/organizacao/autenticacao",
    section: "desativar-email-senha",
  },
  {
    lang: "en",
    question: "filled in both the google and microsoft tabs but only one of them stuck",
    route: "/organizacao/autenticacao",
    section: "habilitar-e-salvar",
  },
  {
    lang: "en",
    question: "turned off password login and now nobody can get in",
    route: "/organizacao/autenticacao",
    section: "problemas-comuns",
  },

  // /organizacao/autenticacao/azure-ad
  {
    lang: "pt",
    question: "perdi o valor do client secret do azure, da pra ver de novo?",
    route: "/organizacao/autenticacao/azure-ad",
    section: "criar-client-secret",
  },
  {
    lang: "pt",
    question: "consultor de outra empresa nao consegue logar com a conta microsoft dele",
    route: "/organizacao/autenticacao/azure-ad",
    section: "solucao-de-problemas",
  },
  {
    lang: "en",
    question: "entra id redirect uri what do i put",
    route: "/organizacao/autenticacao/azure-ad",
    section: "registrar-aplicativo",
  },
  {
    lang: "en",
    question: "which graph permissions does the app registration need",
    route: "/organizacao/autenticacao/azure-ad",
    section: "adicionar-permissoes",
  },

  // /organizacao/autenticacao/google
  {
    lang: "pt",
    question: "scopes do oauth do google pra lumi, quais são?",
    route: "/organizacao/autenticacao/google",
    section: "tela-de-consentimento",
  },
  {
    lang: "pt",
    question: "login com google so funciona pra mim, o resto da equipe nao entra",
    route: "/organizacao/autenticacao/google",
    section: "solucao-de-problemas",
  },
  {
    lang: "en",
    question: "where do i paste the google client id and secret",
    route: "/organizacao/autenticacao/google",
    section: "copiar-credenciais",
  },
  {
    lang: "en",
    question: "google sso callback url",
    route: "/organizacao/autenticacao/google",
    section: "criar-cliente-oauth",
  },

  // /organizacao/configuracoes-grupo
  {
    lang: "pt",
    question: "quero que cada vendedor veja so os numeros da propria regiao",
    route: "/organizacao/configuracoes-grupo",
    section: "exemplo-rls",
  },
  {
    lang: "pt",
    question: "nao consigo salvar o grupo novo, o botao nao vai",
    route: "/organizacao/configuracoes-grupo",
    section: "solucao-de-problemas",
  },
  {
    lang: "en",
    question: "what operators can i use in a row level security rule",
    route: "/organizacao/configuracoes-grupo",
    section: "campos-rls",
  },
  {
    lang: "en",
    question: "add a few coworkers to an existing team",
    route: "/organizacao/configuracoes-grupo",
    section: "adicionar-membros",
  },

  // /organizacao/configuracoes-white-label
  {
    lang: "pt",
    question: "como coloco a foto da empresa na tela de entrar",
    route: "/organizacao/configuracoes-white-label",
    section: "imagens",
  },
  {
    lang: "pt",
    question: "ta escrito 'da Nuvem Hub' mas o certo seria 'do', onde corrijo",
    route: "/organizacao/configuracoes-white-label",
    section: "textos",
  },
  {
    lang: "en",
    question: "what format do our brand colors need to be in",
    route: "/organizacao/configuracoes-white-label",
    section: "tema-e-cores",
  },
  {
    lang: "en",
    question: "customize the email people get when i invite them",
    route: "/organizacao/configuracoes-white-label",
    section: "email-convite",
  },

  // /organizacao/contas-de-servico
  {
    lang: "pt",
    question: "token expirado, e agora?",
    route: "/organizacao/contas-de-servico",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "como gero uma chave de api pra integrar nosso erp",
    route: "/organizacao/contas-de-servico",
    section: "criar-token",
  },
  {
    lang: "en",
    question: "rotate an api key without breaking the integration",
    route: "/organizacao/contas-de-servico",
    section: "gerenciar-tokens",
  },
  {
    lang: "en",
    question: "what happens if i delete a service account",
    route: "/organizacao/contas-de-servico",
    section: "excluir-conta-de-servico",
  },

  // /organizacao/dominio-personalizado
  {
    lang: "pt",
    question: "quanto tempo demora pra propagar o dns do subdominio",
    route: "/organizacao/dominio-personalizado",
    section: "prazos",
  },
  {
    lang: "pt",
    question: "posso mudar o ttl dos registros dns que voces mandaram?",
    route: "/organizacao/dominio-personalizado",
    section: "adicionar-registros-dns",
  },
  {
    lang: "en",
    question: "how much does the wildcard ssl cert cost",
    route: "/organizacao/dominio-personalizado",
    section: "certificado-gerenciado",
  },
  {
    lang: "en",
    question: "we want lumi on data.ourcompany.com, what's the process",
    route: "/organizacao/dominio-personalizado",
    section: "fluxo-completo",
  },

  // /organizacao/gerenciamento-usuarios-permissoes
  {
    lang: "pt",
    question: "funcionario saiu da empresa, como tiro ele da lumi",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "excluir-usuario",
  },
  {
    lang: "pt",
    question: "como promovo um colega a admin",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "editar-usuario",
  },
  {
    lang: "en",
    question: "difference between administrator and basic",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "perfis-de-acesso",
  },
  {
    lang: "en",
    question: "what do the columns on the users page mean",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "campos-do-usuario",
  },

  // /organizacao/infraestrutura-self-hosted-gcp
  {
    lang: "pt",
    question: "quanto de cpu e memoria o backend precisa no cloud run",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "servicos-cloud-run",
  },
  {
    lang: "pt",
    question: "cloud run nao conecta no banco sql na instalacao propria",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "solucao-de-problemas",
  },
  {
    lang: "en",
    question: "waf rule priorities for self hosted",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "load-balancer-waf",
  },
  {
    lang: "en",
    question: "postgres version and machine size for installing on our own gcp",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "banco-de-dados",
  },

  // /portals/como-criar-e-organizar-cards
  {
    lang: "pt",
    question: "nao consigo salvar o card no portals",
    route: "/portals/como-criar-e-organizar-cards",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "como coloco um relatorio do power bi dentro de um card do portals",
    route: "/portals/como-criar-e-organizar-cards",
    section: "adicionar-conteudo",
  },
  {
    lang: "en",
    question: "how do i make a new tile in portals",
    route: "/portals/como-criar-e-organizar-cards",
    section: "criar-um-card",
  },
  {
    lang: "en",
    question: "which portals card fields are optional",
    route: "/portals/como-criar-e-organizar-cards",
    section: "campos-do-card",
  },

  // /portals/o-que-e-o-portals
  { lang: "pt", question: "o que é esse tal de portals", route: "/portals/o-que-e-o-portals", section: "" },
  {
    lang: "pt",
    question: "onde acho o portals no menu",
    route: "/portals/o-que-e-o-portals",
    section: "como-acessar",
  },
  {
    lang: "en",
    question: "what kind of stuff can i put in portals",
    route: "/portals/o-que-e-o-portals",
    section: "tipos-de-conteudo",
  },
  {
    lang: "en",
    question: "how is portals structured, cards vs folders",
    route: "/portals/o-que-e-o-portals",
    section: "organizacao",
  },

  // /primeiros-passos/convidando-sua-equipe
  {
    lang: "pt",
    question: "como chamo meus colegas pra usar a lumi",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "passo-a-passo",
  },
  {
    lang: "pt",
    question: "da pra convidar varias pessoas de uma vez so?",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "campos-do-convite",
  },
  {
    lang: "en",
    question: "after someone accepts the invite how do they log in",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "depois-do-envio",
  },
  {
    lang: "en",
    question: "invited someone into the wrong group, what's the impact",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "grupos-e-workspaces",
  },

  // /primeiros-passos/o-que-e-a-lumi
  { lang: "pt", question: "o que a lumi faz?", route: "/primeiros-passos/o-que-e-a-lumi", section: "" },
  {
    lang: "pt",
    question: "a lumi é pra quem? so pra analista de dados?",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "para-quem-e",
  },
  {
    lang: "en",
    question: "as an admin what do i have to set up",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "o-que-administradores-configuram",
  },
  {
    lang: "en",
    question: "quick overview of canvas vs portals",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "canvas-e-portals",
  },

  // /qualidade/como-criar-um-bom-prompt
  {
    lang: "pt",
    question: "como faço o agente assumir o mes mais recente quando a pessoa nao fala a data",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "regras-globais",
  },
  {
    lang: "pt",
    question: "tem um modelo de prompt pronto pra eu copiar?",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "esqueleto",
  },
  {
    lang: "en",
    question: "what do the intents like clarification and fallback mean",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "intencoes",
  },
  {
    lang: "en",
    question: "how does the prompt know today's date and who's asking",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "variaveis",
  },

  // /qualidade/refinando-o-treinamento-da-ia
  {
    lang: "pt",
    question: "mudei o modelo mas a resposta continua a mesma de antes",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "cache-semantico",
  },
  {
    lang: "pt",
    question: "lançamos um produto novo e o bot diz que ele nao existe",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "reindexacao",
  },
  {
    lang: "en",
    question: "where's the ai training diagnostics, i'm not an admin",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "diagnostico",
  },
  {
    lang: "en",
    question: "bot gets one type of question wrong every time, what else can i tweak",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "outros-ajustes",
  },

  // off-topic: nothing in the help centre answers these
  { lang: "pt", question: "quanto custa a lumi por usuario por mes?", route: null },
  { lang: "pt", question: "tem app da lumi na play store?", route: null },
  { lang: "pt", question: "esqueci minha senha, como redefino", route: null },
  {
    lang: "pt",
    question: "quais permissoes o usuario do snowflake precisa pra lumi ler as tabelas",
    route: null,
  },
  { lang: "pt", question: "qual a capital da australia", route: null },
  { lang: "pt", question: "me conta uma piada", route: null },
  { lang: "en", question: "can i export my canvas as a pdf", route: null },
  { lang: "en", question: "schedule an agent to run every monday at 9am", route: null },
  { lang: "en", question: "how do i cancel my subscription and get a refund", route: null },
  { lang: "en", question: "send chat answers to google sheets automatically", route: null },
  { lang: "en", question: "what's the weather in lisbon tomorrow", route: null },
  { lang: "en", question: "write me a python script that merges two csv files", route: null },
];
