/**
 * Loading and showing a sidebar section the page does not carry: its links' file, loaded once per
 * page with the page's retry policy, drawn into its <details> with the look of the pre-rendered
 * links. A load that takes visible time shows the page's words for it and says them politely to a
 * screen reader; one that failed for good says so with a button that tries again. Both texts are in
 * the page's language, pre-rendered in templates beside the sidebar (sidebar.tsx). Loaded on demand
 * by sidebar.dom.ts, so the first load does not carry it.
 */
import { readSection, type SectionItem } from "~/lib/content/sidebar-section";
import { withRetries } from "~/lib/retry-policy";
import { sidebarLinkClass, sidebarListClass } from "./sidebar-look";
import { sectionFileAttribute, sectionIds } from "./sidebar-section-markers";

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

function list(items: SectionItem[], depth: number): HTMLUListElement {
  const element = document.createElement("ul");
  element.className = sidebarListClass;
  for (const item of items) {
    const entry = document.createElement("li");
    const link = document.createElement("a");
    link.href = item.href;
    link.className = sidebarLinkClass(depth, false);
    link.textContent = item.title;
    if (item.lang) link.lang = item.lang;
    entry.append(link);
    if (item.children) entry.append(list(item.children, depth + 1));
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

/** Shows an opened section's links, loading them first if need be. */
export async function fill(details: HTMLDetailsElement): Promise<void> {
  const url = details.getAttribute(sectionFileAttribute);
  const panel = details.querySelector(":scope > div");
  if (!url || !panel || details.hasAttribute(stateAttribute)) return;
  details.setAttribute(stateAttribute, "loading");
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
    panel.append(list(items, 0));
    details.setAttribute(stateAttribute, "loaded");
    announce("");
  } catch {
    clearTimeout(slow);
    const failed = fromTemplate(sectionIds.failed);
    failed?.querySelector("button")?.addEventListener("click", () => {
      // The button goes as the section loads again: focus returns to the section's toggle.
      details.querySelector("summary")?.focus();
      void fill(details);
    });
    details.removeAttribute(stateAttribute);
    showNote(panel, failed);
    announce(failed?.querySelector("p")?.textContent ?? "");
  } finally {
    panel.removeAttribute("aria-busy");
  }
}

/** Starts loading a section's links ahead of its opening (the pointer over its toggle). */
export function prefetch(details: Element): void {
  const url = details.getAttribute(sectionFileAttribute);
  if (url && !details.hasAttribute(stateAttribute)) loadFile(url).catch(() => undefined);
}
