import { tp, type PageMessageKey } from "~/lib/page-messages";
import { useLang } from "./use-lang";

/** `tp` bound to the page's language: for what only the pre-rendered page shows (never an island). */
export function usePageT(): (key: PageMessageKey, values?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, values) => tp(lang, key, values);
}
