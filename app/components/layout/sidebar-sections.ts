/**
 * Loading and showing sidebar links the page does not carry: another section's, drawn into its
 * <details> when it opens, and the whole of the current category in place of the window of it the
 * page carries. Each from its section file, loaded once per page with the page's retry policy,
 * drawn with the look of the pre-rendered links. A load that takes visible time shows the page's
 * words for it and says them politely to a screen reader; one that failed for good says so with a
 * button that tries again. Both texts are in the page's language, pre-rendered in templates beside
 * the sidebar (sidebar.tsx). Loaded on demand by sidebar.dom.ts, so the first load does not carry it.
 */
import { readSection, type SectionItem } from "~/lib/content/sidebar-section";
import { withRetries } from "~/lib/retry-policy";
import { sidebarLinkClass, sidebarListClass } from "./sidebar-look";
import {
  sectionFileAttribute,
  sectionIds,
  showAllAttribute,
  shownAttribute,
  windowAttribute,
} from "./sidebar-section-markers";

/** A load quicker than this just shows its links; a slower one says it is loading first (ms). */
const loadingShownAfter = 400;

/** On a section's <details> while its links load, and once they are in. */
const stateAttribute = "data-section-state";
/** On what a section shows while it loads or after it failed, so the next state replaces it. */
const noteAttribute = "data-section-note";

const files = new Map<string, Promise<SectionItem[]>>();

/** A section's links, loaded once per page however many ask; a load that gave up is tried afresh next time. */
function loadFile(url: string): Promise<SectionItem[]> {
  let file = files.get(url);
  if (!file) {
    file = withRetries(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return readSection(await response.json());
    });
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}

/** The links of `items`, nested as they are, the one at `current` marked as the page being read. */
function list(items: SectionItem[], depth: number, current?: string | null): HTMLUListElement {
  const element = document.createElement("ul");
  element.className = sidebarListClass;
  for (const item of items) {
    const entry = document.createElement("li");
    const link = document.createElement("a");
    link.href = item.href;
    link.className = sidebarLinkClass(depth, item.href === current);
    if (item.href === current) link.setAttribute("aria-current", "page");
    link.textContent = item.title;
    if (item.lang) link.lang = item.lang;
    entry.append(link);
    if (item.children) entry.append(list(item.children, depth + 1, current));
    element.append(entry);
  }
  return element;
}

/** The first element of the pre-rendered template `id`, copied. */
function fromTemplate(id: string): HTMLElement | undefined {
  const template = document.getElementById(id);
  const first = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  return first ? (first.cloneNode(true) as HTMLElement) : undefined;
}

function announce(text: string) {
  const status = document.getElementById(sectionIds.status);
  if (status) status.textContent = text;
}

/** Shows `note` (or nothing) in the section's panel in place of the previous one. */
function showNote(panel: Element, note: HTMLElement | undefined) {
  panel.querySelector(`[${noteAttribute}]`)?.remove();
  if (!note) return;
  note.setAttribute(noteAttribute, "");
  panel.append(note);
}

/** Links to load from `url` and where: what a section and the current category's window share. */
interface Load {
  url: string;
  /** Carries the loading state, so a second request while one runs is refused. */
  host: Element;
  /** Where the notes show while it loads and after it failed. */
  panel: Element;
  /** Where focus goes when the failure's button, which the next attempt removes, had it. */
  retryFocus: () => HTMLElement | null;
  /** Draws the links once they are in. */
  show: (items: SectionItem[]) => void;
}

async function load(request: Load): Promise<void> {
  const { url, host, panel } = request;
  if (host.hasAttribute(stateAttribute)) return;
  host.setAttribute(stateAttribute, "loading");
  panel.setAttribute("aria-busy", "true");
  showNote(panel, undefined);
  const slow = setTimeout(() => {
    const loading = fromTemplate(sectionIds.loading);
    showNote(panel, loading);
    announce(loading?.textContent ?? "");
  }, loadingShownAfter);
  try {
    const items = await loadFile(url);
    clearTimeout(slow);
    showNote(panel, undefined);
    announce("");
    request.show(items);
    host.setAttribute(stateAttribute, "loaded");
  } catch {
    clearTimeout(slow);
    const failed = fromTemplate(sectionIds.failed);
    failed?.querySelector("button")?.addEventListener("click", () => {
      request.retryFocus()?.focus();
      void load(request);
    });
    host.removeAttribute(stateAttribute);
    showNote(panel, failed);
    announce(failed?.querySelector("p")?.textContent ?? "");
  } finally {
    panel.removeAttribute("aria-busy");
  }
}

/** Shows an opened section's links, loading them first if need be. */
export function fill(details: HTMLDetailsElement): Promise<void> {
  const url = details.getAttribute(sectionFileAttribute);
  const panel = details.querySelector(":scope > div");
  if (!url || !panel) return Promise.resolve();
  return load({
    url,
    host: details,
    panel,
    // The button goes as the section loads again: focus returns to the section's toggle.
    retryFocus: () => details.querySelector("summary"),
    show: (items) => panel.append(list(items, 0)),
  });
}

/**
 * Shows the whole current category in place of the window of it the page carries, the page's own
 * link still marked. The button goes; focus moves to the first link the window did not show after
 * it (or before it, at the end of the list), and the status region says the list is whole.
 */
export function showAll(button: HTMLElement): Promise<void> {
  const url = button.getAttribute(showAllAttribute);
  const panel = button.parentElement;
  const windowed = panel?.querySelector(`:scope > ul[${windowAttribute}]`);
  if (!url || !panel || !windowed) return Promise.resolve();
  return load({
    url,
    host: button,
    panel,
    retryFocus: () => button,
    show: (items) => {
      const current = windowed.querySelector('[aria-current="page"]')?.getAttribute("href");
      const shown = new Set([...windowed.querySelectorAll("a")].map((link) => link.getAttribute("href")));
      const whole = list(items, 0, current);
      const links = [...whole.querySelectorAll("a")];
      const isNew = (link: HTMLAnchorElement) => !shown.has(link.getAttribute("href"));
      const lastShown = links.length - 1 - [...links].reverse().findIndex((link) => !isNew(link));
      const next = links.slice(lastShown + 1).find(isNew) ?? links.find(isNew);
      windowed.replaceWith(whole);
      button.remove();
      next?.focus();
      announce(button.getAttribute(shownAttribute) ?? "");
    },
  });
}

/**
 * Starts loading links ahead of the reader's asking: a section's (the pointer over its toggle) or
 * the whole current category's (over its button).
 */
export function prefetch(element: Element): void {
  const url = element.getAttribute(sectionFileAttribute) ?? element.getAttribute(showAllAttribute);
  if (url && !element.hasAttribute(stateAttribute)) loadFile(url).catch(() => undefined);
}
