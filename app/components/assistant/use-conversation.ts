/**
 * The assistant's conversation: the questions asked and their answers, and how a question is
 * answered. Offline, from the articles (retrieval over both languages' corpora); in remote mode,
 * the endpoint streams a reply grounded in the passages found offline, shown as it arrives, with
 * the offline answer kept if the endpoint fails. Kept for the tab's session once every answer has
 * settled (conversation-store.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { assistantEndpoint } from "~/config/assistant";
import { answer as composeAnswer, type Answer, type Corpora } from "~/lib/assistant/answer";
import { assistantCorpus } from "~/lib/assistant/corpus-query";
import { streamRemoteAnswer } from "~/lib/assistant/remote";
import { dataCache } from "~/lib/data-cache";
import type { Lang } from "~/lib/i18n";
import { notify } from "~/lib/notify";
import { isSettled, type ChatMessage } from "./chat-message";
import { readConversation, saveConversation } from "./conversation-store";
import { ta } from "./messages";

async function loadCorpora(langs: Lang[]): Promise<Corpora> {
  const entries = await Promise.all(
    langs.map(async (lang) => [lang, await dataCache.fetch(assistantCorpus(lang))] as const),
  );
  return Object.fromEntries(entries);
}

function remotePassages(answer: Answer) {
  if (answer.kind !== "answer") return [];
  // The lead is the offline answer's own summary; the passages are what it quotes.
  return answer.citations.map(({ passage, excerpt, href }) => ({
    title: passage.articleTitle,
    section: passage.heading,
    url: href,
    text: excerpt,
  }));
}

/** Questions longer than this are cut (the input's own limit). */
const maxQuestion = 500;

export function useConversation(lang: Lang) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => readConversation().messages);
  // After the messages kept from the previous page: ids are React keys.
  const nextId = useRef(Math.max(0, ...messages.map((message) => message.id)) + 1);

  const put = (id: number, message: ChatMessage) =>
    setMessages((current) => current.map((old) => (old.id === id ? message : old)));

  const send = useCallback(
    async (raw: string) => {
      const question = raw.replace(/\s+/g, " ").trim().slice(0, maxQuestion);
      if (!question) return;
      const id = nextId.current++;
      setMessages((current) => [...current, { id, question, state: "thinking" }]);
      let offline: Answer;
      try {
        offline = composeAnswer(question, await loadCorpora(["pt", "en"]), lang);
      } catch {
        put(id, { id, question, state: "failed" });
        return;
      }
      if (!assistantEndpoint) {
        put(id, { id, question, state: "answered", answer: offline });
        return;
      }
      // The streamed text is shown in batches, once per frame at most, not once per chunk.
      let latest = "";
      let frame = 0;
      try {
        put(id, { id, question, state: "streaming", answer: offline, remoteText: "" });
        const text = await streamRemoteAnswer(
          assistantEndpoint,
          { question, lang, passages: remotePassages(offline) },
          {
            onDelta: (_, sofar) => {
              latest = sofar;
              frame ||= requestAnimationFrame(() => {
                frame = 0;
                put(id, { id, question, state: "streaming", answer: offline, remoteText: latest });
              });
            },
          },
        );
        cancelAnimationFrame(frame);
        put(id, { id, question, state: "streamed", answer: offline, remoteText: text });
      } catch {
        cancelAnimationFrame(frame);
        put(id, { id, question, state: "answered", answer: offline });
        notify("error", ta(lang, "assistantRemoteFailed"));
      }
    },
    [lang],
  );

  // Kept once every answer has settled: a streamed answer changes the list once per frame.
  useEffect(() => {
    if (messages.every(isSettled)) saveConversation({ messages });
  }, [messages]);

  return { messages, send, clear: () => setMessages([]) };
}
