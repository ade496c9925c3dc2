/**
 * The strings of the widgets (the islands, the search panel, the results page and the assistant),
 * one file per language in messages/ (the default language's keys are every language's, so a key
 * missing in one is a type error and no label exists in one language only). `{product}` is the
 * brand name. Strings the pre-rendered page alone shows are in page-messages.ts, so they stay out of
 * the islands' scripts.
 */
import { format, languages, type Lang } from "./i18n";
import { withRetries } from "./retry-policy";
import { langFromPath } from "./urls";
import type { Messages } from "./messages/pt";

export type MessageKey = keyof Messages;

/** One language's table, from its file (Vite makes one small chunk of each). */
async function table(lang: Lang): Promise<Messages> {
  const file = (await import(`./messages/${lang}.ts`)) as { default: Messages };
  return file.default;
}

/**
 * Where pages are rendered (the build's pre-rendering, development, the tests, and Node scripts
 * that run this module without Vite, where `import.meta.env` does not exist), every language's
 * table. In the browser, only the page's own language's file, so no page loads another language's
 * strings; it loads with the page's retry policy, because a module whose top-level wait fails stays
 * failed for the life of the page, so a file lost once (a deploy, a flaky network) must not fail it.
 * Vite writes the flags in as constants. The module waits for its tables (top-level await), so an
 * island that imports it renders with its strings at hand, and the page's first load carries none.
 */
async function tables(): Promise<Partial<Record<Lang, Messages>>> {
  const rendering = !import.meta.env || import.meta.env.SSR || import.meta.env.DEV;
  if (rendering)
    return Object.fromEntries(
      await Promise.all(languages.map(async (lang): Promise<[Lang, Messages]> => [lang, await table(lang)])),
    );
  const lang = langFromPath(location.pathname);
  return { [lang]: await withRetries(() => table(lang)) };
}

const messages = await tables();

/** Whether a language's strings are at hand (the page's own always are). */
export function hasMessages(lang: Lang): boolean {
  return messages[lang] !== undefined;
}

const loading = new Map<Lang, Promise<void>>();

/**
 * Brings another language's table to the page, for the one reply said in the language a reader
 * asked in rather than the page's (the assistant's "not covered"): once per language, with the retry
 * policy, and again on a later call if it failed for good.
 */
export function loadMessages(lang: Lang): Promise<void> {
  if (messages[lang]) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = withRetries(() => table(lang)).then(
      (strings) => {
        messages[lang] = strings;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** A message in a language, with `{name}` placeholders filled. */
export function t(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  const strings = messages[lang];
  if (!strings) throw new Error(`The page loaded no ${lang} messages: a widget asked for another language's`);
  return format(strings[key], values);
}

/**
 * A message in two pieces, around its `{name}` placeholder, so the value can be set in an element
 * of its own ("Mostrando resultados para **bigquery**") wherever the language's sentence puts it.
 */
export function around(lang: Lang, key: MessageKey, name: string): [string, string] {
  const [before = "", after = ""] = t(lang, key).split(`{${name}}`);
  return [before, after];
}
