import type { Lang } from "~/lib/i18n";

/** The three questions the assistant offers when a conversation is empty. */
export const starterQuestions: Record<Lang, [string, string, string]> = {
  pt: [
    "Como eu conecto o BigQuery?",
    "Por que minha resposta veio vazia?",
    "Como configuro o login com o Google?",
  ],
  en: ["How do I connect BigQuery?", "Why is my answer empty?", "How do I set up Google sign-in?"],
  es: [
    "¿Cómo conecto BigQuery?",
    "¿Por qué mi respuesta vino vacía?",
    "¿Cómo configuro el inicio de sesión con Google?",
  ],
};
