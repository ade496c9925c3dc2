/**
 * Questions as readers ask them, with the article and section that answers each; `route: null`
 * for questions the help centre does not cover. Run by the assistant's evaluation test and the bench.
 */
export interface EvalCase {
  lang: "pt" | "en";
  question: string;
  /** Portuguese route of the article that answers, or null when nothing should be cited. */
  route: string | null;
  /** Section id within that article ("" for the intro). */
  section?: string;
}

export const evalSet: EvalCase[] = [
  // /primeiros-passos/o-que-e-a-lumi
  {
    lang: "pt",
    question: "o que a lumi faz? é tipo um chatgpt pros dados da empresa?",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "",
  },
  {
    lang: "en",
    question: "who is lumi actually for, just analysts?",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "para-quem-e",
  },
  {
    lang: "pt",
    question: "qual a diferença entre canvas e portals?",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "canvas-e-portals",
  },
  {
    lang: "en",
    question: "im the admin, what do i have to set up?",
    route: "/primeiros-passos/o-que-e-a-lumi",
    section: "o-que-administradores-configuram",
  },

  // /primeiros-passos/convidando-sua-equipe
  {
    lang: "pt",
    question: "como eu chamo meus colegas pra usar a plataforma?",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "passo-a-passo",
  },
  {
    lang: "en",
    question: "how do i add my coworkers to lumi",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "passo-a-passo",
  },
  {
    lang: "pt",
    question: "devo dar administrator pra todo mundo que eu convidar?",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "passo-a-passo",
  },
  {
    lang: "en",
    question: "what happens if i invite someone into the wrong group?",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "grupos-e-workspaces",
  },

  // /agentes-ia/o-que-e-um-agente-de-ia
  {
    lang: "pt",
    question: "o que é um agente de ia aqui na lumi?",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "",
  },
  {
    lang: "en",
    question: "where does the agent get its info from? tables only or pdfs too?",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "de-onde-vem-o-conhecimento",
  },
  {
    lang: "pt",
    question: "quem consegue usar o agente que eu criei?",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "quem-pode-usar",
  },
  {
    lang: "en",
    question: "once my agent is built where do people actually talk to it",
    route: "/agentes-ia/o-que-e-um-agente-de-ia",
    section: "onde-as-respostas-aparecem",
  },

  // /agentes-ia/como-criar-seu-primeiro-agente
  {
    lang: "pt",
    question: "meu agente nao aparece no chat",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "liberar-no-chat",
  },
  {
    lang: "en",
    question: "getting a 'Broken flow' error in the agent editor",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "erros-do-fluxo",
  },
  {
    lang: "pt",
    question: "deu block configuration failure no bloco de e-mail, o que tá faltando?",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "erros-do-fluxo",
  },
  {
    lang: "en",
    question: "how many blocks should my first agent have?",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "planeje-o-fluxo",
  },
  {
    lang: "pt",
    question: "cadê o botão de salvar o agente??",
    route: "/agentes-ia/como-criar-seu-primeiro-agente",
    section: "passo-a-passo",
  },

  // /bases-conhecimento/o-que-sao-bases-de-conhecimento
  {
    lang: "pt",
    question: "quando eu uso modelo semântico e quando uso documento?",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "comparacao",
  },
  {
    lang: "en",
    question: "whats the difference between a semantic model and a docs folder",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "comparacao",
  },
  {
    lang: "en",
    question: "where do i find the knowledge base in settings?",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "onde-ficam",
  },
  {
    lang: "pt",
    question: "como o agente sabe se procura nos documentos ou no banco?",
    route: "/bases-conhecimento/o-que-sao-bases-de-conhecimento",
    section: "como-agentes-usam",
  },

  // /bases-conhecimento/modelos-semanticos
  {
    lang: "pt",
    question: "como eu ensino a ia que 'faturamento' é a coluna valor_total?",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "colunas-sinonimos",
  },
  {
    lang: "en",
    question: "agent can't combine the orders table with the customers table",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "juncoes",
  },
  {
    lang: "pt",
    question: "onde coloco exemplos de pergunta com o sql certo?",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "instrucoes-exemplos",
  },
  {
    lang: "en",
    question: "how do i create a semantic model from scratch",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "criar-modelo",
  },
  {
    lang: "en",
    question: "my teammate can't query the sales model but i can",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "grupos-rls",
  },

  // /bases-conhecimento/documentos
  {
    lang: "pt",
    question: "subi um pdf agora e o agente responde como se ele não existisse",
    route: "/bases-conhecimento/documentos",
    section: "processamento",
  },
  {
    lang: "en",
    question: "can i upload powerpoint decks or only pdf?",
    route: "/bases-conhecimento/documentos",
    section: "tipos-arquivo",
  },
  {
    lang: "en",
    question: "the bot keeps quoting our old hr policy",
    route: "/bases-conhecimento/documentos",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "como crio uma pasta de documentos?",
    route: "/bases-conhecimento/documentos",
    section: "criar-pasta",
  },
  {
    lang: "pt",
    question: "o arquivo ja foi processado mas o agente ignora ele",
    route: "/bases-conhecimento/documentos",
    section: "usar-com-agentes",
  },

  // /chat-canvas/entendendo-o-chat
  {
    lang: "en",
    question: "why is my answer empty?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "respostas-vazias",
  },
  {
    lang: "pt",
    question: "o que acontece quando eu dou deslike numa resposta?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "curtir-e-nao-curtir",
  },
  {
    lang: "en",
    question: "can i ask questions in spanish?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "fazer-uma-pergunta",
  },
  {
    lang: "pt",
    question: "pra que servem aquelas bolhinhas de sugestão na home?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "perguntas-sugeridas",
  },
  {
    lang: "en",
    question: "me and my manager asked the exact same thing and got different numbers",
    route: "/chat-canvas/entendendo-o-chat",
    section: "antes-de-comecar",
  },
  {
    lang: "pt",
    question: "a tabela veio vazia quando filtrei pela regiao norte",
    route: "/chat-canvas/entendendo-o-chat",
    section: "respostas-vazias",
  },

  // /chat-canvas/historico-conversas
  {
    lang: "pt",
    question: "como renomeio uma conversa?",
    route: "/chat-canvas/historico-conversas",
    section: "renomear",
  },
  {
    lang: "en",
    question: "can't find a chat from like two months ago",
    route: "/chat-canvas/historico-conversas",
    section: "agrupamento",
  },
  {
    lang: "pt",
    question: "por que minhas conversas ficam com o nome da primeira pergunta?",
    route: "/chat-canvas/historico-conversas",
    section: "titulos",
  },
  {
    lang: "en",
    question: "how do i get back to the dashboard i built yesterday",
    route: "/chat-canvas/historico-conversas",
    section: "conversas-com-canvas",
  },

  // /chat-canvas/trabalhando-com-canvas
  {
    lang: "pt",
    question: "como jogo todas as respostas da conversa pro canvas de uma vez?",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "todas-de-uma-vez",
  },
  {
    lang: "en",
    question: "full screen mode for presenting in a meeting?",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "tela-cheia",
  },
  {
    lang: "en",
    question: "can i edit a chart after i added it to the canvas",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "editar-cards",
  },
  {
    lang: "pt",
    question: "da pra mudar o nome do canvas?",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "titulo-e-renomear",
  },

  // /conexoes-integracoes/como-conectar-suas-ferramentas
  {
    lang: "pt",
    question: "como eu conecto meu banco de dados na plataforma?",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "criar-conexao",
  },
  {
    lang: "en",
    question: "do you copy our data to your servers?",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "consultas-e-faturamento",
  },
  {
    lang: "en",
    question: "i created the connection but the agent still can't answer anything",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "proximos-passos",
  },
  {
    lang: "pt",
    question: "o que é esse arquivo json de credenciais que a conexão pede?",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "campos-da-conexao",
  },
  {
    lang: "pt",
    question: "preciso testar a conexao na mao depois de criar?",
    route: "/conexoes-integracoes/como-conectar-suas-ferramentas",
    section: "validacao-e-teste",
  },

  // /conexoes-integracoes/integracao-bigquery
  {
    lang: "pt",
    question: "como eu conecto o bigquery?",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "",
  },
  {
    lang: "en",
    question: "which IAM roles does the bigquery service account need",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "conceder-papeis",
  },
  {
    lang: "en",
    question: "bigquery queries are showing up on our cloud bill, is that normal?",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "consultas-e-faturamento",
  },
  {
    lang: "pt",
    question: "mandei o json mas a conexão do bigquery não é aceita",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "onde eu gero a chave json da conta de serviço?",
    route: "/conexoes-integracoes/integracao-bigquery",
    section: "baixar-chave-json",
  },

  // /conexoes-integracoes/integracao-twilio-whatsapp
  {
    lang: "pt",
    question: "quero que o pessoal faça perguntas pelo whatsapp, dá pra fazer?",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "",
  },
  {
    lang: "en",
    question: "what's the webhook url for whatsapp",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "configurar-webhook",
  },
  {
    lang: "pt",
    question: "meu numero do whatsapp ta esperando aprovacao ha 2 dias, e normal?",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "aguardar-aprovacao",
  },
  {
    lang: "en",
    question: "whatsapp messages aren't reaching the bot",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "solucao-de-problemas",
  },

  // /conexoes-integracoes/integracoes-disponiveis
  {
    lang: "pt",
    question: "vocês integram com oracle?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "bancos-de-dados-relacionais",
  },
  {
    lang: "en",
    question: "does it work with power bi?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "bi",
  },
  {
    lang: "en",
    question: "my tool isn't supported, how do i ask for it?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "pedir-nova-integracao",
  },
  {
    lang: "pt",
    question: "dá pra conectar com a openai ou o gemini?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "ia-e-apis",
  },
  {
    lang: "en",
    question: "can i just upload an excel file as a data source?",
    route: "/conexoes-integracoes/integracoes-disponiveis",
    section: "armazenamento-de-arquivos-e-dados",
  },

  // /organizacao/api-playground
  {
    lang: "pt",
    question: "como testo a api sem escrever código?",
    route: "/organizacao/api-playground",
    section: "",
  },
  {
    lang: "en",
    question: "playground says i'm not authenticated",
    route: "/organizacao/api-playground",
    section: "solucao-de-problemas",
  },
  {
    lang: "en",
    question: "is the api playground a sandbox or does it hit real data?",
    route: "/organizacao/api-playground",
    section: "montar-requisicao",
  },
  {
    lang: "pt",
    question: "qual chamada eu faço primeiro pra ver se a api tá de pé?",
    route: "/organizacao/api-playground",
    section: "primeira-chamada",
  },

  // /organizacao/autenticacao
  {
    lang: "en",
    question: "how do i turn off password login and force sso",
    route: "/organizacao/autenticacao",
    section: "desativar-email-senha",
  },
  {
    lang: "pt",
    question: "configurei o google mas ninguém consegue escolher ele na tela de login",
    route: "/organizacao/autenticacao",
    section: "problemas-comuns",
  },
  {
    lang: "pt",
    question: "quais formas de login existem?",
    route: "/organizacao/autenticacao",
    section: "metodos-de-login",
  },
  {
    lang: "en",
    question: "i filled in the microsoft tab but nothing changed",
    route: "/organizacao/autenticacao",
    section: "habilitar-e-salvar",
  },
  {
    lang: "pt",
    question: "desliguei email e senha e agora ninguem entra",
    route: "/organizacao/autenticacao",
    section: "desativar-email-senha",
  },

  // /organizacao/autenticacao/google
  {
    lang: "en",
    question: "where do I put the redirect url for google login",
    route: "/organizacao/autenticacao/google",
    section: "criar-cliente-oauth",
  },
  {
    lang: "pt",
    question: "quais escopos coloco na tela de consentimento do google?",
    route: "/organizacao/autenticacao/google",
    section: "tela-de-consentimento",
  },
  {
    lang: "en",
    question: "a contractor with a gmail account can't log in",
    route: "/organizacao/autenticacao/google",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "login com google não funciona pra equipe, a tela de consentimento ainda tá em teste",
    route: "/organizacao/autenticacao/google",
    section: "publicar-em-producao",
  },

  // /organizacao/autenticacao/azure-ad
  {
    lang: "pt",
    question: "como configuro o login com microsoft / azure ad?",
    route: "/organizacao/autenticacao/azure-ad",
    section: "",
  },
  {
    lang: "en",
    question: "lost the client secret value in entra id, can i see it again?",
    route: "/organizacao/autenticacao/azure-ad",
    section: "criar-client-secret",
  },
  {
    lang: "en",
    question: "what graph permissions does the app registration need",
    route: "/organizacao/autenticacao/azure-ad",
    section: "adicionar-permissoes",
  },
  {
    lang: "pt",
    question: "as permissoes aparecem como nao concedidas no entra id",
    route: "/organizacao/autenticacao/azure-ad",
    section: "consentimento-administrador",
  },

  // /organizacao/configuracoes-grupo
  {
    lang: "pt",
    question: "como faço pro time do sul ver só os dados do sul?",
    route: "/organizacao/configuracoes-grupo",
    section: "exemplo-rls",
  },
  {
    lang: "en",
    question: "can't save the new group, what am i missing?",
    route: "/organizacao/configuracoes-grupo",
    section: "criar-grupo",
  },
  {
    lang: "en",
    question: "user doesn't show up in the list when i try to add them to a group",
    route: "/organizacao/configuracoes-grupo",
    section: "adicionar-membros",
  },
  {
    lang: "pt",
    question: "criei uma regra rls e agora o grupo todo recebe resposta vazia",
    route: "/organizacao/configuracoes-grupo",
    section: "campos-rls",
  },

  // /organizacao/configuracoes-white-label
  {
    lang: "pt",
    question: "como troco o logo e as cores pras da minha empresa?",
    route: "/organizacao/configuracoes-white-label",
    section: "",
  },
  {
    lang: "en",
    question: "favicon looks blurry in the browser tab",
    route: "/organizacao/configuracoes-white-label",
    section: "imagens",
  },
  {
    lang: "en",
    question: "what colour format does the theme accept? rgb?",
    route: "/organizacao/configuracoes-white-label",
    section: "tema-e-cores",
  },
  {
    lang: "pt",
    question: "o nome do app aparece como 'do Acme' em vez de 'da Acme'",
    route: "/organizacao/configuracoes-white-label",
    section: "textos",
  },
  {
    lang: "pt",
    question: "quero mudar a cor e o logo do e-mail de convite",
    route: "/organizacao/configuracoes-white-label",
    section: "email-convite",
  },

  // /organizacao/contas-de-servico
  {
    lang: "en",
    question: "token expired for service account",
    route: "/organizacao/contas-de-servico",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "perdi a chave do token, consigo ver ela de novo?",
    route: "/organizacao/contas-de-servico",
    section: "criar-token",
  },
  {
    lang: "en",
    question: "how do i rotate an api key without breaking the integration",
    route: "/organizacao/contas-de-servico",
    section: "gerenciar-tokens",
  },
  {
    lang: "pt",
    question: "se eu apagar a conta de servico o que acontece com a integracao?",
    route: "/organizacao/contas-de-servico",
    section: "excluir-conta-de-servico",
  },

  // /organizacao/dominio-personalizado
  {
    lang: "pt",
    question: "quanto tempo demora pra propagar o dns",
    route: "/organizacao/dominio-personalizado",
    section: "prazos",
  },
  {
    lang: "en",
    question: "can we use our own subdomain like data.ourcompany.com?",
    route: "/organizacao/dominio-personalizado",
    section: "",
  },
  {
    lang: "en",
    question: "managed certificate stuck, never turns active",
    route: "/organizacao/dominio-personalizado",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "posso mudar o TTL dos registros que vocês mandaram?",
    route: "/organizacao/dominio-personalizado",
    section: "adicionar-registros-dns",
  },
  {
    lang: "pt",
    question: "quanto custa o certificado wildcard?",
    route: "/organizacao/dominio-personalizado",
    section: "certificado-gerenciado",
  },

  // /organizacao/gerenciamento-usuarios-permissoes
  {
    lang: "pt",
    question: "como tiro o acesso de alguém que saiu da empresa?",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "excluir-usuario",
  },
  {
    lang: "en",
    question: "a colleague says they can't log in, their invite still shows pending",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "convites-pendentes",
  },
  {
    lang: "en",
    question: "what can a basic user do vs an administrator?",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "perfis-de-acesso",
  },
  {
    lang: "pt",
    question: "como mudo o telefone de um usuario?",
    route: "/organizacao/gerenciamento-usuarios-permissoes",
    section: "editar-usuario",
  },

  // /organizacao/infraestrutura-self-hosted-gcp
  {
    lang: "en",
    question: "can we host lumi in our own gcp project?",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "",
  },
  {
    lang: "pt",
    question: "quanto de cpu e memória vai no backend do cloud run?",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "servicos-cloud-run",
  },
  {
    lang: "en",
    question: "image pull permission error on cloud run",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "quais regras de waf eu preciso criar?",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "load-balancer-waf",
  },
  {
    lang: "en",
    question: "which postgres version and machine size for the database?",
    route: "/organizacao/infraestrutura-self-hosted-gcp",
    section: "banco-de-dados",
  },

  // /portals/o-que-e-o-portals
  {
    lang: "pt",
    question: "o que é esse portals que aparece no menu?",
    route: "/portals/o-que-e-o-portals",
    section: "",
  },
  {
    lang: "en",
    question: "what can i put inside a portals card? power bi dashboards?",
    route: "/portals/o-que-e-o-portals",
    section: "tipos-de-conteudo",
  },
  {
    lang: "pt",
    question: "onde acho o portals?",
    route: "/portals/o-que-e-o-portals",
    section: "como-acessar",
  },
  {
    lang: "en",
    question: "who gets to see stuff in portals?",
    route: "/portals/o-que-e-o-portals",
    section: "quem-pode-acessar",
  },

  // /portals/como-criar-e-organizar-cards
  {
    lang: "en",
    question: "my portals card won't save",
    route: "/portals/como-criar-e-organizar-cards",
    section: "solucao-de-problemas",
  },
  {
    lang: "pt",
    question: "como restrinjo um relatório do portals só pro pessoal do RH?",
    route: "/portals/como-criar-e-organizar-cards",
    section: "quem-pode-acessar",
  },
  {
    lang: "en",
    question: "people can't find the DRE report when they search portals",
    route: "/portals/como-criar-e-organizar-cards",
    section: "palavras-chave",
  },
  {
    lang: "pt",
    question: "como organizo os conteúdos em pastas dentro do card?",
    route: "/portals/como-criar-e-organizar-cards",
    section: "organizar-em-pastas",
  },

  // /qualidade/como-criar-um-bom-prompt
  {
    lang: "pt",
    question: "quais são as intenções do agente? sql_query e o que mais?",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "intencoes",
  },
  {
    lang: "en",
    question: "agent sums the whole history when nobody says a date",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "regras-globais",
  },
  {
    lang: "en",
    question: "is there a template prompt i can copy?",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "esqueleto",
  },
  {
    lang: "pt",
    question: "como passo o e-mail do usuário pro agente no prompt?",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "variaveis",
  },

  // /qualidade/refinando-o-treinamento-da-ia
  {
    lang: "pt",
    question: "corrigi o modelo mas a resposta continua a mesma",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "cache-semantico",
  },
  {
    lang: "en",
    question: "agent doesn't recognize our new product",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "reindexacao",
  },
  {
    lang: "en",
    question: "a wrong answer keeps coming back for everyone",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "feedback",
  },
  {
    lang: "pt",
    question: "onde fica o diagnostico de treinamento da ia?",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "diagnostico",
  },
  {
    lang: "en",
    question: "how do i clear the semantic cache and when should i?",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "cache-semantico",
  },
  {
    lang: "pt",
    question: "a filial nova que abrimos não aparece quando pergunto pro agente",
    route: "/qualidade/refinando-o-treinamento-da-ia",
    section: "reindexacao",
  },

  // Questions mixing the two languages; `lang` is the language most of the question is written in.
  {
    lang: "en",
    question: "can i invite a bunch of people at once? tipo uns 20 emails",
    route: "/primeiros-passos/convidando-sua-equipe",
    section: "campos-do-convite",
  },
  {
    lang: "en",
    question: "what is a modelo semântico and why do i need one?",
    route: "/bases-conhecimento/modelos-semanticos",
    section: "",
  },
  {
    lang: "en",
    question: "where do i see the resumo automático for a file i uploaded?",
    route: "/bases-conhecimento/documentos",
    section: "processamento",
  },
  {
    lang: "en",
    question: "what does não curtir actually do to an answer?",
    route: "/chat-canvas/entendendo-o-chat",
    section: "curtir-e-nao-curtir",
  },
  {
    lang: "pt",
    question: "quero deixar o canvas em full screen pra apresentar, onde fica?",
    route: "/chat-canvas/trabalhando-com-canvas",
    section: "tela-cheia",
  },
  {
    lang: "pt",
    question: "preciso de help com o webhook do twilio, qual o method e o path?",
    route: "/conexoes-integracoes/integracao-twilio-whatsapp",
    section: "configurar-webhook",
  },
  {
    lang: "pt",
    question: "qual operator uso na regra de RLS, equals ou contains?",
    route: "/organizacao/configuracoes-grupo",
    section: "campos-rls",
  },
  {
    lang: "en",
    question: "what's a conta de serviço for, is it like a bot user?",
    route: "/organizacao/contas-de-servico",
    section: "o-que-e",
  },
  {
    lang: "en",
    question: "how do i set the período mais recente rule in the prompt?",
    route: "/qualidade/como-criar-um-bom-prompt",
    section: "regras-globais",
  },

  // Off-topic: nothing in the help centre should be cited.
  { lang: "pt", question: "me passa uma receita de bolo de cenoura com cobertura de chocolate", route: null },
  { lang: "pt", question: "vai chover amanhã em são paulo?", route: null },
  { lang: "pt", question: "quem ganhou o jogo do flamengo ontem?", route: null },
  { lang: "pt", question: "escreve um poema de aniversário pra minha mãe", route: null },
  { lang: "pt", question: "quanto tá a ação da petrobras hoje?", route: null },
  { lang: "pt", question: "qual a capital da austrália?", route: null },
  { lang: "en", question: "what's the weather in lisbon tomorrow?", route: null },
  { lang: "en", question: "give me a recipe for banana bread", route: null },
  { lang: "en", question: "who won the champions league final?", route: null },
  { lang: "en", question: "write me a haiku about mondays", route: null },
  { lang: "en", question: "what's apple's stock price right now?", route: null },
  { lang: "en", question: "how do i fix a flat tire on my bike", route: null },
];
