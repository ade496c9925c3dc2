/**
 * Queries as readers type them, with the page they want. `expect` lists every page a reader would
 * accept as the answer; the first is the best. Run by relevance.test.ts and `npm run bench`.
 */
import type { Lang } from "../content/types";

export interface RelevanceCase {
  lang: Lang;
  query: string;
  expect: string[];
  /** A query written as a sentence ("como conectar o bigquery"), not as keywords. */
  sentence?: true;
}

const pt = (query: string, ...expect: string[]): RelevanceCase => ({ lang: "pt", query, expect });
const en = (query: string, ...expect: string[]): RelevanceCase => ({ lang: "en", query, expect });
const ptSentence = (query: string, ...expect: string[]): RelevanceCase => ({
  ...pt(query, ...expect),
  sentence: true,
});
const enSentence = (query: string, ...expect: string[]): RelevanceCase => ({
  ...en(query, ...expect),
  sentence: true,
});

export const relevanceSet: RelevanceCase[] = [
  pt("conectar bigquery", "/conexoes-integracoes/integracao-bigquery"),
  pt("whatsapp", "/conexoes-integracoes/integracao-twilio-whatsapp"),
  pt("convidar usuarios", "/primeiros-passos/convidando-sua-equipe"),
  pt("criar agente", "/agentes-ia/como-criar-seu-primeiro-agente"),
  pt("broken flow", "/agentes-ia/como-criar-seu-primeiro-agente"),
  pt("modelo semantico", "/bases-conhecimento/modelos-semanticos"),
  pt("sinônimos de colunas", "/bases-conhecimento/modelos-semanticos"),
  pt("enviar pdf", "/bases-conhecimento/documentos"),
  pt("canvas", "/chat-canvas/trabalhando-com-canvas", "/chat-canvas"),
  pt("histórico", "/chat-canvas/historico-conversas"),
  pt("renomear conversa", "/chat-canvas/historico-conversas"),
  pt("criar card", "/portals/como-criar-e-organizar-cards"),
  pt("rls", "/organizacao/configuracoes-grupo"),
  pt("regras de grupo", "/organizacao/configuracoes-grupo"),
  pt("conta de servico", "/organizacao/contas-de-servico"),
  pt("token expiração", "/organizacao/contas-de-servico"),
  pt("logo e favicon", "/organizacao/configuracoes-white-label"),
  pt("cores da marca", "/organizacao/configuracoes-white-label"),
  pt("playground", "/organizacao/api-playground"),
  pt("sso", "/organizacao/autenticacao"),
  pt("login com google", "/organizacao/autenticacao/google"),
  pt("azure", "/organizacao/autenticacao/azure-ad"),
  pt("entra id", "/organizacao/autenticacao/azure-ad"),
  pt("dominio proprio", "/organizacao/dominio-personalizado"),
  pt("registros dns", "/organizacao/dominio-personalizado"),
  pt("self hosted", "/organizacao/infraestrutura-self-hosted-gcp"),
  pt("waf", "/organizacao/infraestrutura-self-hosted-gcp"),
  pt("bom prompt", "/qualidade/como-criar-um-bom-prompt"),
  pt("intenções", "/qualidade/como-criar-um-bom-prompt"),
  pt("cache semantico", "/qualidade/refinando-o-treinamento-da-ia"),
  pt("excluir usuário", "/organizacao/gerenciamento-usuarios-permissoes"),
  pt("o que é a lumi", "/primeiros-passos/o-que-e-a-lumi"),
  pt("integracoes disponiveis", "/conexoes-integracoes/integracoes-disponiveis"),
  pt("INTEGRAÇÃO BIGQUERY", "/conexoes-integracoes/integracao-bigquery"),
  pt("webhook", "/conexoes-integracoes/integracao-twilio-whatsapp"),

  en("connect bigquery", "/conexoes-integracoes/integracao-bigquery"),
  en("twilio", "/conexoes-integracoes/integracao-twilio-whatsapp"),
  en("invite team", "/primeiros-passos/convidando-sua-equipe"),
  en("first agent", "/agentes-ia/como-criar-seu-primeiro-agente"),
  en("block configuration failure", "/agentes-ia/como-criar-seu-primeiro-agente"),
  en("semantic model joins", "/bases-conhecimento/modelos-semanticos"),
  en("upload documents", "/bases-conhecimento/documentos"),
  en("canvas full screen", "/chat-canvas/trabalhando-com-canvas"),
  en("conversation history", "/chat-canvas/historico-conversas"),
  en("create card", "/portals/como-criar-e-organizar-cards"),
  en("row level security", "/organizacao/configuracoes-grupo"),
  en("service account token", "/organizacao/contas-de-servico"),
  en("white label colors", "/organizacao/configuracoes-white-label"),
  en("favicon", "/organizacao/configuracoes-white-label"),
  en("jwt", "/organizacao/api-playground"),
  en("single sign-on", "/organizacao/autenticacao"),
  en("google oauth", "/organizacao/autenticacao/google"),
  en("microsoft entra", "/organizacao/autenticacao/azure-ad"),
  en("custom domain", "/organizacao/dominio-personalizado"),
  en("self-hosted gcp", "/organizacao/infraestrutura-self-hosted-gcp"),
  en("cloud run", "/organizacao/infraestrutura-self-hosted-gcp"),
  en("good prompt", "/qualidade/como-criar-um-bom-prompt"),
  en("intents", "/qualidade/como-criar-um-bom-prompt"),
  en("semantic cache", "/qualidade/refinando-o-treinamento-da-ia"),
  en("delete user", "/organizacao/gerenciamento-usuarios-permissoes"),
  en("what is lumi", "/primeiros-passos/o-que-e-a-lumi"),
  en("available integrations", "/conexoes-integracoes/integracoes-disponiveis"),
  en("webhook", "/conexoes-integracoes/integracao-twilio-whatsapp"),
  en("ask questions in the chat", "/chat-canvas/entendendo-o-chat"),
  en(
    "query",
    "/conexoes-integracoes/integracao-bigquery",
    "/conexoes-integracoes/como-conectar-suas-ferramentas",
  ),

  // Sentences, as readers type them into the box: every word that carries meaning must match.
  ptSentence("como conectar o bigquery", "/conexoes-integracoes/integracao-bigquery"),
  ptSentence("como convidar usuários para a plataforma", "/primeiros-passos/convidando-sua-equipe"),
  ptSentence(
    "como criar um agente de ia",
    "/agentes-ia/como-criar-seu-primeiro-agente",
    "/agentes-ia/o-que-e-um-agente-de-ia",
  ),
  ptSentence("o que é um modelo semântico", "/bases-conhecimento/modelos-semanticos"),
  ptSentence("como enviar documentos pdf", "/bases-conhecimento/documentos"),
  ptSentence("como renomear uma conversa no histórico", "/chat-canvas/historico-conversas"),
  ptSentence("como adicionar uma resposta ao canvas", "/chat-canvas/trabalhando-com-canvas"),
  ptSentence("como criar um card no portals", "/portals/como-criar-e-organizar-cards"),
  ptSentence("como criar regras rls para um grupo", "/organizacao/configuracoes-grupo"),
  ptSentence("como gerar um token da conta de serviço", "/organizacao/contas-de-servico"),
  ptSentence("qual o tamanho do favicon", "/organizacao/configuracoes-white-label"),
  ptSentence("como trocar as cores da marca", "/organizacao/configuracoes-white-label"),
  ptSentence("como configurar o login com google", "/organizacao/autenticacao/google"),
  ptSentence("como configurar o login com microsoft", "/organizacao/autenticacao/azure-ad"),
  ptSentence("quanto tempo leva a propagação do dns", "/organizacao/dominio-personalizado"),
  ptSentence("como configurar o webhook do whatsapp", "/conexoes-integracoes/integracao-twilio-whatsapp"),
  ptSentence("quais integrações estão disponíveis", "/conexoes-integracoes/integracoes-disponiveis"),
  ptSentence("como escrever um bom prompt para o agente", "/qualidade/como-criar-um-bom-prompt"),
  ptSentence("como limpar o cache semântico", "/qualidade/refinando-o-treinamento-da-ia"),
  ptSentence("como excluir um usuário da organização", "/organizacao/gerenciamento-usuarios-permissoes"),
  ptSentence(
    "quais papéis a conta de serviço precisa no bigquery",
    "/conexoes-integracoes/integracao-bigquery",
  ),
  enSentence("how do i connect bigquery", "/conexoes-integracoes/integracao-bigquery"),
  enSentence("how to invite users to my organization", "/primeiros-passos/convidando-sua-equipe"),
  enSentence("how do i create my first agent", "/agentes-ia/como-criar-seu-primeiro-agente"),
  enSentence("what is a semantic model", "/bases-conhecimento/modelos-semanticos"),
  enSentence("how to upload documents to the knowledge base", "/bases-conhecimento/documentos"),
  enSentence("how do i rename a conversation", "/chat-canvas/historico-conversas"),
  enSentence("how to add a chart to the canvas", "/chat-canvas/trabalhando-com-canvas"),
  enSentence("how do i create a card in portals", "/portals/como-criar-e-organizar-cards"),
  enSentence("how to restrict rows with rls rules", "/organizacao/configuracoes-grupo"),
  enSentence("how do i create an api token for a service account", "/organizacao/contas-de-servico"),
  enSentence("what size should the favicon be", "/organizacao/configuracoes-white-label"),
  enSentence("how to change the brand colors", "/organizacao/configuracoes-white-label"),
  enSentence("how to set up google sign-in", "/organizacao/autenticacao/google"),
  enSentence("which microsoft graph permissions are needed", "/organizacao/autenticacao/azure-ad"),
  enSentence("how long does dns propagation take", "/organizacao/dominio-personalizado"),
  enSentence("how do i set up the whatsapp webhook", "/conexoes-integracoes/integracao-twilio-whatsapp"),
  enSentence("what are the waf rule priorities", "/organizacao/infraestrutura-self-hosted-gcp"),
  enSentence("how much memory does the backend get", "/organizacao/infraestrutura-self-hosted-gcp"),
  enSentence("how do i clear the semantic cache", "/qualidade/refinando-o-treinamento-da-ia"),
  enSentence("how do i delete a user", "/organizacao/gerenciamento-usuarios-permissoes"),
];
