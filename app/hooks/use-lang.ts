import { useLocation } from "react-router";
import { langFromPath, type Lang } from "~/lib/i18n";
import { t, type MessageKey } from "~/lib/messages";

/** The language of the page being shown: the URL decides. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** `t` bound to the page's language. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, values) => t(lang, key, values);
}
