import type { MessageKey } from "~/lib/messages";
import type { SearchView } from "~/lib/search/session";

/** What a search says before the page's language has answered: loading, retrying or failed. */
export function loadingMessage(own: SearchView["own"]): MessageKey {
  return own.isError ? "searchFailed" : own.failureCount > 0 ? "searchRetrying" : "searchLoading";
}
