/**
 * Tooltips for the buttons of the plain page (`data-tooltip`: the label, which is also the
 * button's accessible name; `data-tooltip-side`), with no React: the same WAI-ARIA tooltip
 * pattern, timings and look as tooltip.tsx. It shows on hover (after a delay) and on keyboard
 * focus, hides on Escape, on leaving, on blur, on press, on a scroll or a resize, and stays while
 * the pointer moves onto it. One bubble at a time, made when it shows.
 */
import { placeTooltip, tooltipClass, tooltipDelay, tooltipGraceMs, type TooltipSide } from "~/lib/tooltip";

const sides: readonly TooltipSide[] = ["top", "bottom", "left", "right"];

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-tooltip]") : null;
}

export function plainTooltips(): void {
  let bubble: HTMLElement | null = null;
  let shownFor: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastClosedAt = Number.NEGATIVE_INFINITY;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") hide();
  };
  function hide() {
    clearTimeout(timer);
    if (!bubble) return;
    bubble.remove();
    bubble = null;
    shownFor = null;
    lastClosedAt = performance.now();
    document.removeEventListener("keydown", onKey, true);
    window.removeEventListener("scroll", hide, true);
    window.removeEventListener("resize", hide);
  }
  const hideSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(hide, tooltipGraceMs);
  };
  function show(trigger: HTMLElement) {
    clearTimeout(timer);
    if (shownFor === trigger) return;
    hide();
    const element = document.createElement("div");
    element.setAttribute("role", "tooltip");
    element.className = tooltipClass;
    element.textContent = trigger.dataset.tooltip ?? "";
    Object.assign(element.style, { position: "fixed", left: "0", top: "0", visibility: "hidden" });
    element.addEventListener("pointerenter", () => clearTimeout(timer));
    element.addEventListener("pointerleave", hideSoon);
    document.body.append(element);
    const asked = trigger.dataset.tooltipSide;
    const side = sides.find((one) => one === asked) ?? "top";
    const { left, top } = placeTooltip(
      trigger.getBoundingClientRect(),
      element.getBoundingClientRect(),
      side,
    );
    Object.assign(element.style, { left: `${left}px`, top: `${top}px`, visibility: "visible" });
    bubble = element;
    shownFor = trigger;
    document.addEventListener("keydown", onKey, true);
    window.addEventListener("scroll", hide, true);
    window.addEventListener("resize", hide);
  }
  const showAfter = (trigger: HTMLElement, delay: number) => {
    clearTimeout(timer);
    if (delay <= 0) show(trigger);
    else timer = setTimeout(() => show(trigger), delay);
  };

  document.addEventListener("pointerover", (event) => {
    const trigger = triggerOf(event.target);
    if (!trigger || event.pointerType === "touch") return;
    if (trigger === shownFor) return clearTimeout(timer);
    const skip = performance.now() - lastClosedAt < tooltipDelay.skipMs;
    showAfter(trigger, skip ? 0 : tooltipDelay.openMs);
  });
  document.addEventListener("pointerout", (event) => {
    const trigger = triggerOf(event.target);
    if (!trigger || trigger.contains(event.relatedTarget as Node | null)) return;
    hideSoon();
  });
  document.addEventListener("pointerdown", (event) => {
    if (triggerOf(event.target)) hide();
  });
  document.addEventListener("focusin", (event) => {
    const trigger = triggerOf(event.target);
    // Keyboard focus shows it at once; focus from a click does not.
    if (trigger?.matches(":focus-visible")) showAfter(trigger, 0);
  });
  document.addEventListener("focusout", (event) => {
    if (triggerOf(event.target)) hide();
  });
}
