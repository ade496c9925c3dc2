/**
 * Loads the assistant's answering code (answering.ts) with the page's retry policy. Kept apart from
 * the dialog's code so that opening the dialog does not wait for it; the browser keeps the module
 * once it has arrived, so every caller after the first gets it at once.
 */
import { withRetries } from "~/lib/retry-policy";
import type * as Answering from "./answering";

export function loadAnswering(): Promise<typeof Answering> {
  return withRetries(() => import("./answering"));
}
