/**
 * The parts of the sidebar's lists a page carries in full, so that a page's HTML stays about the same
 * size however many articles and categories the site holds: a window of the current category's
 * articles in reading order around the page being read (the whole list is the category's section
 * file, loaded in place on request by components/layout/sidebar-sections.ts, and the category's
 * page), and a window of the categories around the current one (the others are plain links).
 */
// Relative: the build's content plugin, loaded by Vite's config loader, reads this module too.
import type { SectionItem } from "./sidebar-section";

/**
 * How many articles of the current category a page's sidebar shows. Ten keeps every category of
 * today's content whole (the largest holds ten), and ten links are about 0.4 KB of a page's gzip
 * HTML: a page in a category of 99 articles stays within a tenth of today's size.
 */
export const sidebarWindowSize = 10;

/**
 * How many categories the sidebar shows as sections (a toggle, its articles loaded on opening); the
 * rest are links to their pages. Eight: every category of today's content. A section is about 1 KB
 * of HTML (60 B gzip) and a plain link about 60 B (25 B gzip).
 */
export const categoryWindowSize = 8;

/**
 * Where a window of `size` consecutive entries of a list of `total` starts: the entry at `current`
 * in it with as many before it as after (one more after for an even size), fewer at either end of
 * the list; from the first when there is no current entry (-1).
 */
export function windowStart(total: number, current: number, size: number): number {
  return Math.max(0, Math.min(Math.max(0, current) - Math.floor((size - 1) / 2), total - size));
}

/** The items shown, nested as in the whole list, and how many articles the whole list holds. */
export interface SectionWindow {
  items: SectionItem[];
  /** Articles in the whole list, nested ones included. */
  total: number;
  /** Whether some of them are left out of `items`. */
  partial: boolean;
}

interface Entry {
  item: SectionItem;
  /** The items it is nested under, outermost first. */
  ancestors: SectionItem[];
}

/** The items depth first, as a reader meets them going down the list. */
function flatten(items: readonly SectionItem[], ancestors: SectionItem[] = []): Entry[] {
  return items.flatMap((item) => [
    { item, ancestors },
    ...flatten(item.children ?? [], [...ancestors, item]),
  ]);
}

function prune(items: readonly SectionItem[], keep: ReadonlySet<SectionItem>): SectionItem[] {
  return items
    .filter((item) => keep.has(item))
    .map(({ children, ...item }) => {
      const kept = children && prune(children, keep);
      return kept && kept.length > 0 ? { ...item, children: kept } : item;
    });
}

/**
 * At most `size` consecutive articles of `items` in reading order, the one at `currentHref`
 * among them with as many before it as after (fewer at either end of the list), from the first
 * when no article is current. The items an article in the window is nested under come too, so
 * it keeps its place in the tree.
 */
export function sectionWindow(
  items: readonly SectionItem[],
  currentHref: string | undefined,
  size: number = sidebarWindowSize,
): SectionWindow {
  const entries = flatten(items);
  const total = entries.length;
  if (total <= size) return { items: [...items], total, partial: false };
  const start = windowStart(
    total,
    entries.findIndex(({ item }) => item.href === currentHref),
    size,
  );
  const keep = new Set<SectionItem>();
  for (const { item, ancestors } of entries.slice(start, start + size)) {
    keep.add(item);
    for (const ancestor of ancestors) keep.add(ancestor);
  }
  return { items: prune(items, keep), total, partial: true };
}
