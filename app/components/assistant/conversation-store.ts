/**
 * The assistant's conversation outlives a page load: following a citation loads another page, and
 * the reader finds the assistant as they left it (open or closed, the same messages). Kept in
 * `sessionStorage`, so it lasts for the tab's session and no longer; storage that throws just
 * means a new conversation on each page.
 */
import type { ChatMessage } from "./assistant-message";

const storageKey = "assistant";

export interface StoredConversation {
  open: boolean;
  messages: ChatMessage[];
}

export function readConversation(): StoredConversation {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(storageKey) ?? "null",
    ) as Partial<StoredConversation> | null;
    return {
      open: stored?.open === true,
      messages: Array.isArray(stored?.messages) ? stored.messages : [],
    };
  } catch {
    return { open: false, messages: [] };
  }
}

export function saveConversation(change: Partial<StoredConversation>): void {
  try {
    const next = { ...readConversation(), ...change };
    // An answer still on its way when the page changes is not kept: it would never finish.
    next.messages = next.messages.filter((message) => message.state === "done" || message.state === "failed");
    window.sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Without storage (or over its quota) the conversation lasts for this page only.
  }
}
