/**
 * The sidebar's sections that the page does not carry, on the plain page with no React. A page's
 * HTML holds every category but only the current one's articles (sidebar.tsx); another category's
 * links are a small file named on its <details>, loaded when the reader opens it (its toggle, or
 * "Expand all", which opens every <details>) and asked for as soon as the pointer comes over its
 * toggle, so the press usually finds it there. The <details> stays the disclosure: it opens at once,
 * focus stays on its toggle, and the links appear inside when they arrive.
 *
 * The current category may be a window of its articles (sidebar.tsx): its button shows them all in
 * place, loaded the same way and asked for as the pointer comes over it.
 *
 * What loads and draws them (sidebar-sections.ts) is fetched on that first sign, so the first load
 * carries only these listeners. Should its code not arrive, the section still holds the link to its
 * category's page, which lists its articles.
 */
import { guessesWelcome } from "~/islands/intent";
import { withRetries } from "~/lib/retry-policy";
import { sectionFileAttribute, showAllAttribute } from "./sidebar-section-markers";
import type * as Sections from "./sidebar-sections";

let code: Promise<typeof Sections> | undefined;
const sections = () =>
  (code ??= withRetries(() => import("./sidebar-sections")).catch((error: unknown) => {
    code = undefined;
    throw error;
  }));

const loadable = (element: Element | null | undefined): element is HTMLDetailsElement =>
  element instanceof HTMLDetailsElement && element.hasAttribute(sectionFileAttribute);

export function sidebarSections(): void {
  const sidebar = document.getElementById("sidebar");
  if (!sidebar) return;
  const open = (details: HTMLDetailsElement) =>
    void sections().then(
      ({ fill }) => fill(details),
      () => undefined,
    );
  // `toggle` does not bubble: listen while it passes down.
  sidebar.addEventListener(
    "toggle",
    (event) => {
      if (loadable(event.target as Element) && (event.target as HTMLDetailsElement).open)
        open(event.target as HTMLDetailsElement);
    },
    true,
  );
  // Sections opened before this ran: a <details> works from the first paint.
  for (const details of sidebar.querySelectorAll<HTMLDetailsElement>(`details[${sectionFileAttribute}]`))
    if (details.open) open(details);
  sidebar.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.(`button[${showAllAttribute}]`);
    if (button instanceof HTMLElement)
      void sections().then(
        ({ showAll }) => showAll(button),
        () => undefined,
      );
  });
  sidebar.addEventListener(
    "pointerover",
    (event) => {
      const target = event.target as Element;
      const details = target.closest?.("summary")?.parentElement;
      const ahead =
        loadable(details) && !details.open ? details : target.closest?.(`button[${showAllAttribute}]`);
      if (ahead && guessesWelcome())
        void sections().then(
          ({ prefetch }) => prefetch(ahead),
          () => undefined,
        );
    },
    { passive: true },
  );
}
