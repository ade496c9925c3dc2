/**
 * The chat trigger's island wakes on use (the reader's pointer, finger, focus or key on it), so a
 * page where the assistant stays closed loads no React for it. An assistant the reader left open
 * on the previous page is the exception: its island wakes as the page starts, and opens it again
 * (chat-trigger.island.tsx).
 */
import { wakeIsland } from "~/islands/wake";
import { readConversation } from "./conversation-store";

export function reopenAssistant(): void {
  if (readConversation().open) wakeIsland("./assistant/chat-trigger.island.tsx");
}
