/**
 * The search boxes' islands wake on use: a pointer, a touch, focus or a key on them, heard once the
 * page's scripts run. A reader on a slow connection may have focused a box and typed into it
 * before that (the field works as plain HTML): that box's island is woken now, and takes over
 * the text (use-search-box.ts).
 */
export function wakeSearchStartedEarly(): void {
  for (const field of document.querySelectorAll<HTMLInputElement>("lumi-island input[type=search]")) {
    if (field.value === "" && document.activeElement !== field) continue;
    field.closest("lumi-island")?.dispatchEvent(new Event("island:wake", { bubbles: true }));
  }
}
