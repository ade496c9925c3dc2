/**
 * True while an input method composes a character (an accent on a dead key, kana, hangul): its
 * Enter and arrows belong to the composition, not to the search box. Safari ends a composition
 * with a keydown whose `isComposing` is already false but whose keyCode is 229, the code every
 * browser gives a key the input method took.
 */
export function isComposing(event: KeyboardEvent): boolean {
  return event.isComposing || event.keyCode === 229;
}
