/** What app/root.tsx writes for an early script to read. */

/** On the inline script that loads the browser's entry (early/load-entry.ts): the entry's built file. */
export const entryAttribute = "data-entry";
