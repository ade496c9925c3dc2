/**
 * Asks the browser for a page when the pointer rests on a link to it (or a finger touches one, or
 * focus reaches it), so the next page load starts early.
 */
export function prefetchOnHover(): void {
  const done = new Set<string>([window.location.pathname]);
  let timer = 0;
  const prefetch = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || done.has(url.pathname) || /\.\w+$/.test(url.pathname))
      return;
    done.add(url.pathname);
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url.pathname;
    document.head.append(hint);
  };
  document.addEventListener("pointerover", (event) => {
    clearTimeout(timer);
    timer = window.setTimeout(() => prefetch(event.target), 80);
  });
  document.addEventListener("pointerout", () => clearTimeout(timer));
  document.addEventListener("touchstart", (event) => prefetch(event.target), { passive: true });
  document.addEventListener("focusin", (event) => prefetch(event.target));
}
