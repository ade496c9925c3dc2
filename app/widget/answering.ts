/**
 * What answering a question in the widget needs, loaded with the first question (not with the
 * panel): the site's own assistant over the same corpora (the offline answer, cited), and the
 * answering service when the help centre's operator turned it on (`/api/status` says so; the
 * service accepts the origins the operator lists).
 */
import { answerOf, judgeLoading, type Answer } from "~/lib/assistant/answer";
import { ask, type AskResult, type AskSource } from "~/lib/assistant/ask-service";
import { AssistantCorpora } from "~/lib/assistant/corpora";
import type { QuestionsFile } from "~/lib/assistant/questions-file";
import type { Lang } from "~/lib/languages";
import type { Sources } from "./sources";

export type { Answer, AskResult };

export interface Answering {
  offline: (question: string, lang: Lang) => Promise<Answer>;
  /** Whether the help centre's answering service is on (asked once). */
  serviceOn: () => Promise<boolean>;
  /** The service's answer; `onText` takes its text so far with the sources it read (which come first). */
  service: (
    question: string,
    lang: Lang,
    onText: (text: string, sources: readonly AskSource[]) => void,
  ) => Promise<AskResult>;
}

export function answering(sources: Sources): Answering {
  const corpora = new AssistantCorpora(sources.search, (lang) =>
    sources.questionsFile(lang).then((file) => file as QuestionsFile),
  );
  let on: Promise<boolean> | undefined;
  return {
    offline: async (question, lang) =>
      answerOf(await judgeLoading(question, lang, (langs) => corpora.for(question, langs))),
    serviceOn: () =>
      (on ??= fetch(sources.url("/api/status"), {
        credentials: "omit",
        headers: { Accept: "application/json" },
      })
        .then(async (response) => response.ok && ((await response.json()) as { ask?: unknown }).ask === true)
        .catch(() => false)),
    service: (question, lang, onText) => {
      let read: readonly AskSource[] = [];
      return ask(
        { question, lang, history: [] },
        {
          url: sources.url("/api/ask"),
          onSources: (arrived) => (read = arrived),
          onDelta: (text) => onText(text, read),
        },
      );
    },
  };
}
