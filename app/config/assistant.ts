import type { Lang } from "~/lib/i18n";

/** The three questions the assistant offers when a conversation is empty. */
export const starterQuestions: Record<Lang, [string, string, string]> = {
  pt: [
    "Como eu conecto o BigQuery?",
    "Por que minha resposta veio vazia?",
    "Como configuro o login com o Google?",
  ],
  en: ["How do I connect BigQuery?", "Why is my answer empty?", "How do I set up Google sign-in?"],
};

/**
 * Optional remote mode: a build with `VITE_ASSISTANT_ENDPOINT` set POSTs each question, with the
 * passages found, to that URL and streams its answer (format in the README). Off when unset.
 */
const configured = import.meta.env.VITE_ASSISTANT_ENDPOINT?.trim();
export const assistantEndpoint: string | undefined = configured === "" ? undefined : configured;
