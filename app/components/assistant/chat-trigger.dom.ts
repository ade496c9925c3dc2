/**
 * The chat trigger's island wakes on use (the reader's pointer, finger, focus or key on it), so a
 * page where the assistant stays closed loads no React for it. Here, on the plain page:
 * - the same first sign of intent also starts loading the dialog's code, beside React's and the
 *   island's rather than after the island has woken, so the press waits for less;
 * - an assistant the reader left open on the previous page wakes its island as the page starts,
 *   and opens again (chat-trigger.island.tsx).
 */
import { islandFilesReady } from "~/islands/boot";
import { islandSelector } from "~/islands/ids";
import { wakeIsland } from "~/islands/wake";
import { readConversation } from "./conversation-store";

const intents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

export function chatTrigger(): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(islandSelector("chatTrigger"))) return;
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    void islandFilesReady("chatTrigger").then((ready) => {
      if (ready) void import("./assistant-root");
    });
  };
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  if (readConversation().open) wakeIsland("chatTrigger");
}
