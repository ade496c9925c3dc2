/**
 * What a page does in its first moments, before its entry module runs: compiled to a string at
 * build time (pipeline/early-scripts.ts) and run inline in <head>.
 *
 * - Storage that throws (private modes, cookies blocked): `sessionStorage` is replaced by an
 *   in-memory store (getItem, setItem, removeItem: what the page's scripts call), so a script that
 *   uses it without a guard cannot throw.
 * - The colour theme the reader chose (light or dark; none means the system's) is on
 *   `<html data-theme>` before the first paint, so the page never flashes the other one.
 * - The sidebar the reader closed stays closed for the session: `<html data-sidebar="closed">`
 *   hides it in CSS before the first paint; the sidebar's buttons read and change that attribute.
 * - A fresh load (navigation type `navigate`, no `#section`) gets `<html data-lazy-layout>`: an
 *   article's later blocks are laid out as they near the screen (app.css), so a reader reading down
 *   has each laid out on the way, a few at a time, and one who only reads the opening never pays
 *   for the rest. A reload, a return or a link to a section does not, so the browser restores the
 *   reader's place from real heights. A jump ends it (a scroll farther than a screen at once, or to
 *   the end of the page): every block is then laid out at once, and what the reader went to (the
 *   end of the page, a section they followed a link to, else the block at the top of the screen)
 *   stays where it was while the blocks above it take their real heights. So nothing on screen
 *   moves afterwards (a jump to the end would otherwise see the blocks on screen grow over a few
 *   frames) and a jump lands where it was aimed.
 * - Apple devices get `<html data-mac>`, so the search box's shortcut hint reads "⌘ K" (elsewhere
 *   "Ctrl K") from the first paint, with no markup depending on the platform.
 * - A click on a language link stores that language (CONTRACT: `localStorage['lang']`) before the
 *   next page's early language script (early/language.ts) reads it.
 * - A button pressed before its island has hydrated is not lost: the click is held back, the
 *   button is listed in `window.__earlyClicks`, and the island is woken (an `island:wake` event);
 *   islands/boot.ts presses it again once the island has hydrated, or lets it do what it does without
 *   scripts once the island's code has failed to load for good (`data-failed`). The same goes for
 *   the keys that move within a widget (arrows, Home, End) outside text fields. Links, `<details>`
 *   and text fields work natively and are left alone.
 *
 * Every global is reached through `window` or `document`, so page.test.ts runs the compiled
 * string against fake ones.
 */
import { failedAttribute, hydratedAttribute, islandTag, islandWakeEvent } from "~/islands/markers";
import { langStorageKey, switchLangAttribute } from "~/lib/language-choice";
import { sidebarAttribute, sidebarClosed, sidebarStorageKey } from "~/lib/sidebar-state";
import { themeAttribute, themeStorageKey, themes } from "~/lib/theme";

/** app.css's `in-data-mac` variant reads it: the shortcut hint shows ⌘ instead of Ctrl. */
const macAttribute = "data-mac";
/** On `<html>` while an article's later blocks are laid out only as they near the screen (app.css). */
const lazyLayoutAttribute = "data-lazy-layout";

const root = document.documentElement;

// An in-memory stand-in for a storage that throws.
try {
  window.sessionStorage.getItem(sidebarStorageKey);
} catch {
  const memory: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      value: {
        getItem: (key: string) => memory[key] ?? null,
        setItem: (key: string, value: unknown) => {
          memory[key] = String(value);
        },
        removeItem: (key: string) => {
          delete memory[key];
        },
      },
    });
  } catch {
    // A window that refuses the property keeps its own storage; the page's scripts guard their calls.
  }
}

// The chosen theme; "system" is the absence of the attribute.
try {
  const theme = window.localStorage.getItem(themeStorageKey);
  if (theme !== "system" && themes.some((known) => known === theme))
    root.setAttribute(themeAttribute, theme!);
} catch {
  // Without storage the system's theme rules.
}

// The sidebar's remembered state.
try {
  if (window.sessionStorage.getItem(sidebarStorageKey) === sidebarClosed)
    root.setAttribute(sidebarAttribute, sidebarClosed);
} catch {
  // Without storage the sidebar is open.
}

// Lazy layout on a fresh load only, and until the reader jumps.
try {
  const navigation = window.performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  if (!window.location.hash && (!navigation || navigation.type === "navigate")) {
    root.setAttribute(lazyLayoutAttribute, "");
    // A fresh load without a section starts at the top (reading the position here would make the
    // browser lay out what has been parsed so far, for nothing).
    let lastY = 0;
    const onScroll = () => {
      const y = window.scrollY;
      // Reading moves less than a screen per frame (a page-down too); a jump moves more (to the end,
      // to a section a link named), or reaches the end of a short page.
      const jumped =
        Math.abs(y - lastY) > window.innerHeight || y + window.innerHeight >= root.scrollHeight - 1;
      lastY = y;
      if (jumped) {
        window.removeEventListener("scroll", onScroll);
        layOutEverything();
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
  }
} catch {
  // Without the navigation timing, every block is laid out at once, as without this script.
}

/**
 * A jump lays out every block. What the reader went to stays put while the blocks above
 * take their real heights: the end of the page after a jump there, a section followed by a link,
 * else the block at the top of the screen. The estimates may be taller or shorter than the real
 * heights, so the end is gone back to rather than moved by the difference: a page that got shorter
 * has already brought the reader up to its new end.
 */
function layOutEverything() {
  const blocks = document.querySelectorAll(".prose-article>*");
  let anchor = window.location.hash ? document.querySelector(":target") : null;
  const atEnd = !anchor && window.scrollY + window.innerHeight >= root.scrollHeight - 1;
  for (let index = 0; !anchor && !atEnd && index < blocks.length; index++)
    if (blocks[index]!.getBoundingClientRect().bottom > 0) anchor = blocks[index]!;
  const before = anchor ? anchor.getBoundingClientRect().top : 0;
  root.removeAttribute(lazyLayoutAttribute);
  if (atEnd) window.scrollTo(0, root.scrollHeight);
  else if (anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - before);
}

// Apple's keyboards: from the client hints where the browser has them, else navigator.platform.
try {
  const { navigator } = window as { navigator: Navigator & { userAgentData?: { platform: string } } };
  // An empty platform in the client hints (an unknown one) falls back to navigator.platform.
  if (/^(mac|ip)/i.test((navigator.userAgentData ?? navigator).platform || navigator.platform))
    root.setAttribute(macAttribute, "");
} catch {
  // An unknown platform reads "Ctrl K".
}

const closest = (target: EventTarget | null, selector: string) =>
  target && (target as Partial<Element>).closest ? (target as Element).closest(selector) : null;

const settled = (island: Element) =>
  island.hasAttribute(hydratedAttribute) || island.hasAttribute(failedAttribute);

window.__earlyClicks = [];
document.addEventListener(
  "click",
  (event) => {
    // A link that switches language stores the choice first, so the next page's early language
    // script does not send the reader back.
    const link = closest(event.target, `a[${switchLangAttribute}]`);
    if (link) {
      try {
        window.localStorage.setItem(langStorageKey, link.getAttribute(switchLangAttribute)!);
      } catch {
        // Without storage the next page's URL decides alone.
      }
      return;
    }
    // A click on a button of an island not yet hydrated waits for it, and wakes the island.
    const button = closest(event.target, "button") as HTMLButtonElement | null;
    const island = button?.closest(islandTag);
    if (!button || !island || button.disabled || settled(island)) return;
    event.preventDefault();
    event.stopPropagation();
    const held = window.__earlyClicks!;
    if (!held.includes(button)) held.push(button);
    island.dispatchEvent(new Event(islandWakeEvent, { bubbles: true }));
  },
  true,
);

// So does a key that moves within a widget (tabs, a list), pressed before its island hydrated;
// text fields keep their keys.
window.__earlyKeys = [];
document.addEventListener(
  "keydown",
  (event) => {
    const target = event.target as HTMLElement;
    const island = closest(target, islandTag);
    if (
      !island ||
      settled(island) ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      !/^(Arrow(Up|Down|Left|Right)|Home|End)$/.test(event.key)
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    window.__earlyKeys!.push({ target, key: event.key });
    island.dispatchEvent(new Event(islandWakeEvent, { bubbles: true }));
  },
  true,
);
