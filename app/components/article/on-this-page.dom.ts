/**
 * "On this page" follows the reader (on-this-page.tsx), on the plain page: the entry of the section
 * being read is `aria-current="location"`, which is also what styles it (toc-entries.tsx). Read
 * once a frame at most while scrolling, and only while the column is shown (wide screens).
 */
import { sectionInView } from "~/lib/section-in-view";

export function followSection(): void {
  const nav = document.querySelector<HTMLElement>("nav[data-follow-section]");
  if (!nav) return;
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
  if (ids.length === 0) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    if (nav.offsetParent === null) return;
    const active = sectionInView(ids) ?? ids[0];
    links.forEach((link, index) => {
      if (ids[index] === active) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
  };
  const soon = () => {
    frame ||= requestAnimationFrame(update);
  };
  soon();
  window.addEventListener("scroll", soon, { passive: true });
  window.addEventListener("resize", soon, { passive: true });
}
