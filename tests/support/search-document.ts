import type { SearchDocument } from "../../app/lib/search/types";

/** A search document for engine tests: an untitled article at `route`, with `fields` set. */
export const searchDocument = (route: string, fields: Partial<SearchDocument>): SearchDocument => ({
  type: "article",
  route,
  title: "Untitled",
  description: "",
  keywords: [],
  sections: [],
  ...fields,
});
