import { headerSearchOpenId, openHeaderSearch } from "~/lib/header-search";

/** True when the key press happened in a place that takes text, where '/' must stay a character. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Ctrl/Cmd+K and '/' focus the header's search box from anywhere, when it is shown, from the
 * moment the page is parsed, before the box's island wakes (it takes over what was typed when it does).
 * On a narrow window, where the box is behind the header's search button, they show it first.
 */
export function searchShortcut(): void {
  window.addEventListener("keydown", (event) => {
    const combo = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
    const slash =
      event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
    if (!combo && !slash) return;
    const shownBox = () =>
      Array.from(document.querySelectorAll<HTMLInputElement>("input[data-search-shortcut]")).find(
        (input) => input.offsetParent !== null,
      );
    if (!shownBox() && document.getElementById(headerSearchOpenId)?.offsetParent)
      openHeaderSearch({ focus: false });
    const box = shownBox();
    if (!box) return;
    event.preventDefault();
    // The box is in the sticky header, always on screen: scrolling "to" it would move the page.
    box.focus({ preventScroll: true });
    box.select();
  });
}
