import { languageChangedEvent, languages, type Lang } from "~/lib/i18n";
import { href, stripLang } from "~/lib/urls";
import { sectionIds, sectionInView } from "~/lib/section-in-view";

/**
 * The header's language links (components/layout/language-switch.tsx) lead to the same page in the
 * other language; a plain click also keeps the section being read (or the URL's own) and the
 * search's `?q=`, and announces the change (CONTRACT: `language-changed`). The early page script
 * has stored the choice by then. The address bar decides the page: the not-found page was
 * pre-rendered for another path.
 */
export function languageLinks(): void {
  document.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-switch-lang]") : null;
    const lang = languages.find((known: Lang) => known === link?.dataset.switchLang);
    if (!link || !lang) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (link.getAttribute("aria-current") === "true") return;
    const { pathname, search, hash } = window.location;
    const section = hash ? hash.slice(1) : sectionInView(sectionIds());
    window.dispatchEvent(new CustomEvent(languageChangedEvent, { detail: { lang } }));
    // The query goes between the path and the section, and a hash read from the URL is already
    // encoded: the fragment is added here rather than by href.
    window.location.assign(href(stripLang(pathname), lang) + search + (section ? `#${section}` : ""));
  });
}
