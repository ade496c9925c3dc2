/**
 * The assistant's conversation: the questions asked and their answers, and how a question is
 * answered. The site's answering service (`POST /api/ask`, see ask-service.ts) is asked first: its
 * sources are shown at once and its text as it streams. Whenever it cannot answer (off on this
 * server, slow, busy, failing), the offline answer is shown, composed from the articles (retrieval
 * over both languages' corpora), which is prepared meanwhile. The code for both loads apart from the
 * dialog's (answering.ts). Kept for the tab's session once every answer has settled
 * (conversation-store.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Answer } from "~/lib/assistant/answer";
import type { AskSource, AskTurn } from "~/lib/assistant/ask-service";
import type { Lang } from "~/lib/i18n";
import { notify } from "~/lib/notify";
import { isSettled, type ChatMessage } from "./chat-message";
import { readConversation, saveConversation } from "./conversation-store";
import { loadAnswering } from "./load-answering";
import { hasMessages, loadMessages, t } from "~/lib/messages";

/**
 * A reply said in the language a reader asked in needs that language's strings: loaded first, so it
 * shows in its own language at once; should they fail to load, it is shown in the page's language.
 */
async function inAskedLanguage(lang: Lang): Promise<void> {
  await loadMessages(lang).catch(() => undefined);
}

/** Questions longer than this are cut (the input's own limit). */
const maxQuestion = 500;
/**
 * The earlier turns sent with a question, so that a follow-up ("e no Azure?") is understood: the
 * last few questions and answers, each cut (the service takes 8 turns of 4,000 characters at most).
 */
const maxTurns = 6;
const maxTurnText = 1_500;

function history(messages: ChatMessage[], lang: Lang, answerText: (answer: Answer) => string): AskTurn[] {
  const turns = (question: string, answer: string): AskTurn[] => [
    { role: "reader", text: question.slice(0, maxTurnText) },
    { role: "assistant", text: answer.slice(0, maxTurnText) },
  ];
  return messages
    .flatMap((message): AskTurn[] => {
      if (message.state === "streamed") return turns(message.question, message.text);
      if (message.state !== "answered") return [];
      const { answer } = message;
      const declinedIn = hasMessages(answer.lang) ? answer.lang : lang;
      return turns(message.question, answerText(answer) || t(declinedIn, "assistantNotCovered"));
    })
    .slice(-maxTurns);
}

export function useConversation(lang: Lang) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => readConversation().messages);
  // After the messages kept from the previous page: ids are React keys.
  const nextId = useRef(Math.max(0, ...messages.map((message) => message.id)) + 1);
  // The settled turns, read when a question is sent (not a dependency of `send`).
  const settled = useRef(messages);
  settled.current = messages;

  const put = (id: number, message: ChatMessage) =>
    setMessages((current) => current.map((old) => (old.id === id ? message : old)));

  const send = useCallback(
    async (raw: string) => {
      const question = raw.replace(/\s+/g, " ").trim().slice(0, maxQuestion);
      if (!question) return;
      const id = nextId.current++;
      const before = settled.current;
      setMessages((current) => [...current, { id, question, state: "thinking" }]);
      let answering: Awaited<ReturnType<typeof loadAnswering>>;
      try {
        answering = await loadAnswering();
      } catch {
        return put(id, { id, question, state: "failed" });
      }
      const { ask, ServiceOff, serviceKnownOff } = answering;
      const turns = history(before, lang, answering.answerText);
      // Prepared meanwhile, so that a service that is off, slow or failing costs no extra wait.
      const offline = answering.offlineAnswer(question, lang);
      offline.catch(() => undefined);
      const showOffline = async (service: "off" | "failed") => {
        try {
          const answer = await offline;
          if (answer.kind === "not-covered") await inAskedLanguage(answer.lang);
          put(id, { id, question, state: "answered", answer });
          if (service === "failed") notify("error", t(lang, "assistantServiceFailed"));
        } catch {
          put(id, { id, question, state: "failed" });
        }
      };
      if (serviceKnownOff()) return showOffline("off");

      // The streamed text is shown in batches, once per frame at most, not once per chunk.
      let latest = "";
      let frame = 0;
      let sources: AskSource[] = [];
      try {
        const result = await ask(
          { question, lang, history: turns },
          {
            onSources: (given) => {
              sources = given;
              put(id, { id, question, state: "streaming", sources, text: "" });
            },
            onDelta: (sofar) => {
              latest = sofar;
              frame ||= requestAnimationFrame(() => {
                frame = 0;
                put(id, { id, question, state: "streaming", sources, text: latest });
              });
            },
          },
        );
        cancelAnimationFrame(frame);
        if (result.kind === "declined") {
          // Not covered, said as the offline assistant says it, with the closest articles the service found.
          const related = result.related.map(({ title, url }) => ({ title, href: url }));
          const answer = { kind: "not-covered" as const, lang: result.lang ?? lang, related };
          await inAskedLanguage(answer.lang);
          put(id, { id, question, state: "answered", answer });
          return;
        }
        put(id, { id, question, state: "streamed", sources: result.sources, text: result.text });
      } catch (error) {
        cancelAnimationFrame(frame);
        return showOffline(error instanceof ServiceOff ? "off" : "failed");
      }
    },
    [lang],
  );

  // A "not covered" kept from another page may be in a language whose strings this page has not
  // loaded: shown in the page's language until they arrive, then in the language it was asked in.
  const [, stringsArrived] = useState(0);
  useEffect(() => {
    const missing = new Set(
      messages.flatMap((message) =>
        message.state === "answered" &&
        message.answer.kind === "not-covered" &&
        !hasMessages(message.answer.lang)
          ? [message.answer.lang]
          : [],
      ),
    );
    if (missing.size === 0) return;
    let current = true;
    Promise.all([...missing].map(loadMessages)).then(
      () => current && stringsArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [messages]);

  // Kept once every answer has settled: a streamed answer changes the list once per frame.
  useEffect(() => {
    if (messages.every(isSettled)) saveConversation({ messages });
  }, [messages]);

  /** The reader said this answer did not help: kept with it, so the follow-up stays on the next page. */
  const markUnhelpful = useCallback((id: number) => {
    setMessages((current) =>
      current.map((message) =>
        message.id === id && (message.state === "answered" || message.state === "streamed")
          ? { ...message, unhelpful: true }
          : message,
      ),
    );
  }, []);

  return { messages, send, markUnhelpful, clear: () => setMessages([]) };
}
