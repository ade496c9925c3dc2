/**
 * The search boxes' behaviour, plain DOM: loaded by search-box.dom.ts at the reader's first sign of
 * intent, with the results panel (search-panel.ts) and the page language's index, and attached to
 * every box of the page (the header's, the home hero's). Each box is a WAI-ARIA combobox: the
 * panel shows while there is text, until Escape, a choice or a click outside closes it, and only
 * once the reader has come to search (focus, typing, a request from the assistant). The open panel
 * handles the arrow keys and Enter on an option first; what is left is handled here: Escape, arrows
 * that reopen the panel, and Enter, which opens the results page.
 */
import { hydratedAttribute } from "~/islands/markers";
import type { Lang } from "~/lib/i18n";
import { prefetchSearchIndex } from "~/lib/search/load-index";
import { resultsPageHref } from "~/lib/urls";
import { isComposing } from "./composing";
import { searchRequests } from "./search";
import { searchBoxAttribute, searchBoxSelector, type SearchBoxVariant } from "./search-box-markup";
import { SearchPanel } from "./search-panel";

/** The last request from the rest of the page (search.ts) a box has taken: each is taken once. */
let takenRequest = 0;

const attached = new WeakSet<Element>();

class Combobox {
  private open = false;
  /** The reader has come to search: focus, typing, a request. */
  private wanted = false;
  private panel: SearchPanel | undefined;

  constructor(
    private readonly container: HTMLElement,
    private readonly input: HTMLInputElement,
    private readonly lang: Lang,
  ) {
    input.addEventListener("focus", () => {
      if (this.wanted) return;
      this.wanted = true;
      this.sync();
    });
    input.addEventListener("input", () => this.show(input.value));
    input.addEventListener("keydown", this.onKey);
    // Text typed before the scripts arrived is in the field: its results show if the reader is still in the box.
    if (input.value !== "" && document.activeElement === input) this.show(input.value);
  }

  /** Puts `value` in the box and shows its results. */
  show(value: string): void {
    if (this.input.value !== value) this.input.value = value;
    this.open = true;
    this.wanted = true;
    this.sync();
  }

  /** The assistant's hand-over (search.ts), taken by a box the reader can see, once. */
  take(): void {
    const request = searchRequests.get().latest;
    if (!request || request.id <= takenRequest || !this.input.offsetParent) return;
    takenRequest = request.id;
    this.show(request.query);
    // The header's box is sticky, always on screen: scrolling "to" it would move the page.
    this.input.focus({ preventScroll: true });
  }

  private get text(): string {
    return this.input.value.trim();
  }

  private get expanded(): boolean {
    return this.open && this.wanted && this.text !== "";
  }

  /** The panel and `aria-expanded` as the state says. */
  private sync(): void {
    const expanded = this.expanded;
    this.input.setAttribute("aria-expanded", String(expanded));
    // A closed panel is kept, its parts and rows drawn into again at its next opening.
    if (!expanded) {
      this.panel?.close();
      return;
    }
    this.panel ??= new SearchPanel({
      lang: this.lang,
      variant: (this.container.getAttribute(searchBoxAttribute) ?? "header") as SearchBoxVariant,
      listboxId: this.input.getAttribute("aria-controls") ?? "",
      input: this.input,
      container: this.container,
      statusRegion: this.container.querySelector<HTMLElement>("[role=status]"),
      onClose: () => {
        this.open = false;
        this.sync();
      },
    });
    this.panel.show(this.input.value);
  }

  private readonly onKey = (event: KeyboardEvent) => {
    this.panel?.onKey(event);
    // The open panel has handled the key already (arrows, Enter on an option), or the key is an
    // input method's, composing a letter.
    if (event.defaultPrevented || isComposing(event)) return;
    if (event.key === "Escape") {
      if (this.expanded) this.open = false;
      else if (this.input.value) this.input.value = "";
      else return;
      event.preventDefault();
      this.sync();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && this.text) {
      event.preventDefault();
      this.show(this.input.value);
    } else if (event.key === "Enter" && this.text) {
      event.preventDefault();
      window.location.assign(resultsPageHref(this.text, this.lang));
    }
  };
}

/**
 * Starts loading and preparing the page language's index, makes every search box of the page a
 * combobox (once each), and lets the header's take the assistant's requests.
 */
export function attachSearchBoxes(lang: Lang): void {
  prefetchSearchIndex(lang);
  const boxes: Combobox[] = [];
  for (const container of document.querySelectorAll<HTMLElement>(searchBoxSelector)) {
    const input = container.querySelector<HTMLInputElement>("input[type=search]");
    if (!input || attached.has(container)) continue;
    attached.add(container);
    const box = new Combobox(container, input, lang);
    // As on an island once it has woken: the box's controls are the combobox's from then on.
    container.setAttribute(hydratedAttribute, "true");
    if (container.getAttribute(searchBoxAttribute) === "header") boxes.push(box);
  }
  const take = () => boxes.forEach((box) => box.take());
  take();
  searchRequests.subscribe(take);
}
