import { useEffect, useRef, useState } from "react";
import type { Lang } from "~/lib/i18n";
import { resultsPageHref } from "~/lib/urls";
import { isComposing } from "./composing";
import { searchRequests } from "./search";

/** The last request from the rest of the page (search.ts) a box has taken: each is taken once. */
let takenRequest = 0;

/** Starts loading the panel and the language's index, before the reader has typed anything. */
function prepare(lang: Lang) {
  void import("~/lib/search/load-index").then((index) => index.prefetchSearchIndex(lang));
  void import("./search-panel");
}

/**
 * The state of a search box's combobox (WAI-ARIA combobox pattern), kept here so the box is only
 * markup: the query; whether the panel is open (it shows while there is text, until Escape, a
 * choice or a click outside closes it); and whether the reader has come to search at all (the
 * first focus loads the panel and the index). The open panel handles the arrow keys and Enter on
 * an option first (search-panel.tsx); what is left is handled here: Escape, arrows that reopen the
 * panel, and Enter, which opens the results page.
 */
export function useSearchBox(lang: Lang, { takesRequests }: { takesRequests: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const text = query.trim();
  const expanded = open && text !== "" && wanted;

  const show = (value: string) => {
    setQuery(value);
    setOpen(true);
    setWanted(true);
    prepare(lang);
  };

  // The assistant hands a question it cannot answer to search (search.ts): the visible header box
  // takes it, and one made before the box woke is taken when it does.
  useEffect(() => {
    if (!takesRequests) return;
    const take = () => {
      const request = searchRequests.get().latest;
      if (!request || request.id <= takenRequest || !field.current?.offsetParent) return;
      takenRequest = request.id;
      show(request.query);
      // The header's box is sticky, always on screen: scrolling "to" it would move the page.
      field.current.focus({ preventScroll: true });
    };
    take();
    return searchRequests.subscribe(take);
  });

  // Text typed before the box's island woke is in the field but not in the state: take it over,
  // and show its results if the reader is still in the box.
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed === "") return;
    if (document.activeElement === field.current) show(typed);
    else setQuery(typed);
    // Once, for the markup React found; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // The open panel has handled the key already (arrows, Enter on an option), or the key is an
    // input method's, composing a letter.
    if (event.defaultPrevented || isComposing(event.nativeEvent)) return;
    if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else if (query) setQuery("");
      else return;
      event.preventDefault();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && text) {
      event.preventDefault();
      show(query);
    } else if (event.key === "Enter" && text) {
      event.preventDefault();
      window.location.assign(resultsPageHref(text, lang));
    }
  };

  return {
    field,
    query,
    expanded,
    close: () => setOpen(false),
    inputProps: {
      value: query,
      onFocus: () => {
        if (wanted) return;
        setWanted(true);
        prepare(lang);
      },
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => show(event.target.value),
      onKeyDown,
    },
  };
}
