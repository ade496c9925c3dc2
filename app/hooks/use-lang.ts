import { createContext, useContext } from "react";
import type { Lang } from "~/lib/i18n";
import { defaultLang } from "~/lib/languages";
import { t, type MessageKey } from "~/lib/messages";
import type { PageLocation } from "~/lib/page-location";

/** The page being shown: provided by the root at build time and by each island in the browser. */
export const PageContext = createContext<PageLocation>({ lang: defaultLang, pathname: "/" });

export function usePage(): PageLocation {
  return useContext(PageContext);
}

/** The language of the page being shown. */
export function useLang(): Lang {
  return useContext(PageContext).lang;
}

/** `t` bound to the page's language. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, values) => t(lang, key, values);
}
