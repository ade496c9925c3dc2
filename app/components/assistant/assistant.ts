/**
 * The assistant's way in, for the rest of the page: open it, close it, or hand it a question to
 * ask at once (search's "Ask {product} about …"). The state lives in a store shared by every
 * island (the chat trigger renders the dialog; the search panel asks), so it is typed and needs no
 * DOM events. The dialog's code still loads on the first opening (chat-trigger.island.tsx). No React
 * here: the search panel, plain DOM, asks through this module (the trigger reads the store through
 * use-assistant.ts).
 */
import { wakeIsland } from "~/islands/wake";
import { createStore } from "~/lib/store";

export interface AskRequest {
  question: string;
  /** Distinguishes two requests with the same text. */
  id: number;
}

export interface AssistantState {
  open: boolean;
  /** Opened at least once on this page: the dialog's code is loaded and stays mounted. */
  loaded: boolean;
  /** The last question handed over to be asked at once. */
  ask?: AskRequest;
  /** Reopened as the reader left it on the previous page: focus stays on the page. */
  restored: boolean;
}

export const assistantStore = createStore<AssistantState>({ open: false, loaded: false, restored: false });
let asked = 0;

/** Where focus goes back when the assistant closes: wherever the reader was before opening it. */
export const returnFocus: { current: HTMLElement | null } = { current: null };

/** The chat trigger's button: focus goes back there when the place the reader left is gone. */
export const triggerButton: { current: HTMLButtonElement | null } = { current: null };

function rememberFocus(fallback: HTMLElement | null) {
  const active = document.activeElement;
  returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : fallback;
}

/** Opens the assistant and asks `question` at once. */
export function askAssistant(question: string): void {
  rememberFocus(null);
  assistantStore.set({ open: true, loaded: true, restored: false, ask: { question, id: ++asked } });
  // The trigger's island renders the dialog: asked before it woke, it wakes now.
  wakeIsland("chatTrigger");
}

/** The trigger's click: opens a closed assistant (focus returns to `trigger`) or closes an open one. */
export function toggleAssistant(trigger: HTMLElement): void {
  rememberFocus(trigger);
  assistantStore.set({ open: !assistantStore.get().open, loaded: true, restored: false });
}

export function setAssistantOpen(open: boolean): void {
  assistantStore.set({ open });
}

/** Opens the assistant left open on the previous page, without taking focus. */
export function restoreAssistant(): void {
  assistantStore.set({ open: true, loaded: true, restored: true });
}
