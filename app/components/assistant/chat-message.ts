/**
 * A message of the assistant's conversation. Its own module, without the view: the chat trigger
 * reads the stored conversation on every page, and must not pull the message's markup (links,
 * quotes, the navigation data) into the first load with it.
 */
import type { Answer } from "~/lib/assistant/answer";
import type { AskSource } from "~/lib/assistant/ask-service";

/** One question and where its answer is: each state carries exactly what it shows. */
export type ChatMessage = { id: number; question: string } & (
  | { state: "thinking" | "failed" }
  /** Answered here, from the articles (or declined by the answering service, with the closest articles). */
  | ({ state: "answered"; answer: Answer } & Rated)
  /** Answered by the site's answering service: the sources it read, and its text arriving or arrived. */
  | ({ state: "streaming" | "streamed"; sources: AskSource[]; text: string } & Rated)
);

/** The reader's word on an answer: `unhelpful` once they said it did not help. */
interface Rated {
  unhelpful?: true;
}

/** A message that will not change any more (what the conversation store keeps). */
export const isSettled = (message: ChatMessage) =>
  message.state === "answered" || message.state === "streamed" || message.state === "failed";
