/**
 * The section the reader is reading: the last heading whose top has passed the upper third of the
 * window, or, once the page is scrolled to its end, the last heading on screen (the final sections
 * of a page may be too short to ever reach that line). Shared by the table of contents (highlight)
 * and the language switch (keep the place).
 */
export function sectionInView(ids: readonly string[]): string | undefined {
  const atEnd =
    window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const line = atEnd ? window.innerHeight : window.innerHeight / 3;
  let current: string | undefined;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= line) current = id;
  }
  return current;
}

/** Ids of the article's section headings, in document order. */
export function sectionIds(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>("main h2[id], main h3[id]"),
    (heading) => heading.id,
  );
}
