/**
 * Runs inline in <head>, first of all (compiled to a string at build time by
 * pipeline/early-scripts.ts), and moves the reader to the right URL before anything paints:
 * - Routes are lower case. A path in other case (`/AGENTES-IA`, typed or from a link) reaches the
 *   not-found page, status 404, on both servers; this sends it on to the lower-case URL, the page
 *   if there is one.
 * - A stored choice of another language sends a URL of the default language (the one at the root)
 *   to its mirror in the stored one (`/agentes-ia` → `/en/agentes-ia`).
 * - A page that stays remembers its language (CONTRACT: the language of the page being shown is
 *   stored), before any other script runs. A stored value that names no language counts for none.
 * Tested in language.test.ts by running the compiled string against fake globals.
 */
import { langStorageKey } from "~/lib/language-choice";
import { languageOfPath, pathUnder, type LanguagePrefixes } from "~/lib/language-paths";

/**
 * Each language's URL prefix, default language first, written in by the build from the language
 * table (pipeline/early-scripts.ts): the page carries these few bytes rather than the whole table.
 */
declare const LANGUAGE_PREFIXES: LanguagePrefixes<string>;

const codes = Object.keys(LANGUAGE_PREFIXES);
const defaultLang = codes[0]!;
const path = location.pathname;
let target = path.toLowerCase();
const lang = languageOfPath(LANGUAGE_PREFIXES, target, defaultLang);
try {
  const value = localStorage.getItem(langStorageKey);
  const stored = codes.find((known) => known === value);
  if (stored && stored !== lang && lang === defaultLang)
    target = pathUnder(LANGUAGE_PREFIXES[stored]!, target);
  else if (target === path) localStorage.setItem(langStorageKey, lang);
} catch {
  // Without storage the URL alone decides.
}
if (target !== path) location.replace(target + location.search + location.hash);
