/**
 * The assistant's conversation outlives a page load: following a citation loads another page, and
 * the reader finds the assistant as they left it (open or closed, the same messages). Kept in
 * `sessionStorage`, so it lasts for the tab's session and no longer; storage that throws just
 * means a new conversation on each page.
 */
import { isSettled, type ChatMessage } from "./chat-message";

const storageKey = "assistant";

export interface StoredConversation {
  open: boolean;
  messages: ChatMessage[];
}

function isStoredMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<Record<string, unknown>> | null;
  if (typeof message?.id !== "number" || typeof message.question !== "string") return false;
  if (message.state === "failed") return true;
  const hasAnswer = typeof message.answer === "object" && message.answer !== null;
  if (message.state === "answered") return hasAnswer;
  return message.state === "streamed" && Array.isArray(message.sources) && typeof message.text === "string";
}

export function readConversation(): StoredConversation {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(storageKey) ?? "null",
    ) as Partial<StoredConversation> | null;
    return {
      open: stored?.open === true,
      // Only what this version writes: settled answers (a tab may hold an older version's).
      messages: Array.isArray(stored?.messages) ? stored.messages.filter(isStoredMessage) : [],
    };
  } catch {
    return { open: false, messages: [] };
  }
}

export function saveConversation(change: Partial<StoredConversation>): void {
  try {
    const next = { ...readConversation(), ...change };
    // An answer still on its way when the page changes is not kept: it would never finish.
    next.messages = next.messages.filter(isSettled);
    window.sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Without storage (or over its quota) the conversation lasts for this page only.
  }
}
