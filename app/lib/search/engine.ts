/**
 * The help centre's search: every item whose fields contain the query (case- and accent-insensitive
 * substrings, so 'query' finds BigQuery and 'integracao' finds 'Integração'), ranked the way a
 * reader would, a misspelt word read as the index's own.
 *
 * This is the engine's one way in, for the search client, the knowledge module, the tests and the
 * scripts; its parts, one idea each, are in `engine/`: reading a query into terms (`query.ts`),
 * preparing the pages (`prepare.ts`), how well a term occurs in them (`match.ts`), ranking them
 * (`rank.ts`, every figure in `tuning.ts`), what a result shows (`excerpt.ts`) and forgiving a
 * misspelling (`forgive.ts`).
 */
export { carriesMeaning, parseQuery, type Query, type Term } from "./engine/query";
export {
  indexOf,
  preparationLeft,
  prepareDocument,
  prepareIndex,
  type PreparedDocument,
  type SearchIndex,
} from "./engine/prepare";
export { ranking } from "./engine/tuning";
export { matchQuality } from "./engine/match";
export {
  resultLimit,
  search,
  termWeights,
  type CorpusStats,
  type SearchOptions,
  type SearchResult,
} from "./engine/rank";
export { excerpt, highlight, type Highlighted } from "./engine/excerpt";
export { correctQuery, searchForgiving, withCorrections, type ForgivingResults } from "./engine/forgive";
