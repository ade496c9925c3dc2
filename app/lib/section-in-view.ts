/**
 * The section the reader is reading: the last heading whose top has passed the upper third of the
 * window. Shared by the table of contents (highlight) and the language switch (keep the place).
 */
export function sectionInView(ids: readonly string[]): string | undefined {
  const line = window.innerHeight / 3;
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
