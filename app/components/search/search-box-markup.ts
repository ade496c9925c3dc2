/**
 * What the pre-rendered search boxes (search-box.tsx) and their behaviour in the browser
 * (search-box.dom.ts, combobox.ts) agree on.
 */

/** Which box: the header's (a wide panel under the header) or the home hero's (and the 404 page's). */
export type SearchBoxVariant = "header" | "hero";

/** The attribute on a box's container (`role="search"`), naming its variant. */
export const searchBoxAttribute = "data-search-box";

/** Every search box of the page. */
export const searchBoxSelector = `[${searchBoxAttribute}]`;
