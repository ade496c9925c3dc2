/**
 * Search's way in, for the rest of the page: put a query in the header's search box and show its
 * results (the assistant hands over a question it cannot answer). A store shared by the page's
 * modules, typed, instead of a DOM event: the search boxes' plain-page module (search-box.dom.ts)
 * loads the combobox when a request comes, and the combobox takes it.
 */
import { openHeaderSearch } from "~/lib/header-search";
import { createStore } from "~/lib/store";

export interface SearchRequest {
  query: string;
  /** Distinguishes two requests with the same text. */
  id: number;
}

export const searchRequests = createStore<{ latest?: SearchRequest }>({});
let requested = 0;

export function searchFor(query: string): void {
  // On a phone the box is behind the header's search button: shown first, so the box takes it.
  openHeaderSearch({ focus: false });
  searchRequests.set({ latest: { query, id: ++requested } });
}
