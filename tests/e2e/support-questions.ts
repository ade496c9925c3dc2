/** Questions the support specs ask the assistant in each language: one it answers, one it declines. */
import type { Lang } from "~/lib/content/types";

export const questions: Record<Lang, { covered: string; offTopic: string }> = {
  pt: {
    covered: "como conectar o bigquery?",
    offTopic: "Qual é a previsão do tempo em Lisboa amanhã?",
  },
  en: {
    covered: "how do I connect bigquery?",
    offTopic: "What is the weather forecast in Lisbon tomorrow?",
  },
  es: {
    covered: "¿cómo conecto bigquery?",
    offTopic: "¿Cómo estará el clima en Lisboa mañana?",
  },
};
