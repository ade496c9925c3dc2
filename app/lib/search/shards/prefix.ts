/**
 * A term shorter than this matches only as a whole word (sharded: its prefix would span many
 * shards), and a query of such terms only is a word still being typed (client.ts). Apart from
 * match.ts so the client reads it without the sharded search's code.
 */
export const shortestPrefix = 3;
