/**
 * The strings of the widgets (the islands and what they share with the page), one file per language
 * in messages/ (the default language's keys are every language's, so a key missing in one is a type
 * error and no label exists in one language only). `{product}` is the brand name. Strings the
 * pre-rendered page alone shows are in page-messages.ts, so they stay out of the islands' scripts; a
 * lazily loaded feature keeps its own (defineMessages).
 */
import { format, type Lang } from "./i18n";
import { withRetries } from "./retry-policy";
import { langFromPath } from "./urls";
import pt, { type Messages } from "./messages/pt";
import en from "./messages/en";
import es from "./messages/es";

export type MessageKey = keyof typeof pt;

/**
 * A feature's own strings, kept with the feature so a lazily loaded one brings them along instead
 * of weighing on the first load. Every language is required by the type.
 */
export function defineMessages<Keys extends string>(table: Record<Lang, Record<Keys, string>>) {
  return (lang: Lang, key: Keys, values?: Record<string, string | number>) =>
    format(table[lang][key], values);
}

/**
 * The page's own table, loaded by itself (one small file per language) before any island renders,
 * with the page's retry policy: a module whose top-level wait fails stays failed for the life of
 * the page, so a file lost once (a deploy, a flaky network) must not fail it.
 */
async function pageTable(): Promise<Partial<Record<Lang, Messages>>> {
  const lang = langFromPath(location.pathname);
  const { default: table } = (await withRetries(() => import(`./messages/${lang}.ts`))) as {
    default: Messages;
  };
  return { [lang]: table };
}

/**
 * Every language's table where pages are rendered (the build's pre-rendering, development, the
 * tests, and Node scripts that run this module without Vite, where `import.meta.env` does not
 * exist); in the browser, only the page's own language's file, so no page loads another language's
 * strings. Vite writes these flags in as constants, and the production browser build drops the
 * tables it no longer names. The module waits for the file (top-level await), so an island that
 * imports it renders with its strings at hand, and the page's first load carries none of them.
 */
const rendering = !import.meta.env || import.meta.env.SSR || import.meta.env.DEV;
const messages: Partial<Record<Lang, Messages>> = rendering ? { pt, en, es } : await pageTable();

/** A message in a language, with `{name}` placeholders filled. */
export function t(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  const table = messages[lang];
  if (!table) throw new Error(`The page loaded no ${lang} messages: a widget asked for another language's`);
  return format(table[key], values);
}
