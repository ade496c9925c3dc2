/**
 * The reader's choice of language, as the early scripts (app/early/) and the islands both read it:
 * where it is stored, the event that says it changed, and the mark on a link that switches language.
 * Kept apart from i18n.ts, whose message formatting brings the brand's configuration with it, so the
 * inline scripts compiled from app/early/ carry none of that.
 */

/** `localStorage['lang']` (CONTRACT): the language the reader chose last. */
export const langStorageKey = "lang";
export const languageChangedEvent = "language-changed";
/** On a link to the same page in another language: that language (the early page script stores it on click). */
export const switchLangAttribute = "data-switch-lang";
