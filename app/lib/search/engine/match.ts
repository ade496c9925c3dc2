/**
 * How well a term occurs in a prepared page: the word itself anywhere in a field (the substring
 * rule: a whole word over a word's start over the inside of a word), or else one of its other
 * forms, looked up by bisection in the field's sorted words (the same word with another ending over
 * a looser form). Ranking, the choice of a result's section and the decision to correct a word all
 * ask these questions, and ask them the same way.
 */
import { language } from "../../language";
import { isWordChar } from "../../language/tokens";
import { lowerBound } from "../sorted";
import type { Field, PreparedDocument, PreparedSection, Vocabulary } from "./prepare";
import type { Term } from "./query";
import { ranking } from "./tuning";

/** How well `term` occurs in `field`: 1 whole word, 0.8 word start, 0.5 inside a word, 0 not at all. */
export function matchQuality(field: string, term: string): number {
  let best = 0;
  let from = 0;
  for (let seen = 0; seen < 50; seen++) {
    const at = field.indexOf(term, from);
    if (at < 0) break;
    const startsWord = at === 0 || !isWordChar(field, at - 1);
    const endsWord = at + term.length >= field.length || !isWordChar(field, at + term.length);
    const quality = startsWord ? (endsWord ? 1 : 0.8) : 0.5;
    if (quality > best) best = quality;
    if (best === 1) break;
    from = at + 1;
  }
  return best;
}

/** 1 when `form` is one of the words, 0.8 when a word starts with it, 0 otherwise. */
export function formQuality(vocabulary: Vocabulary, form: string): number {
  const word = vocabulary.words[lowerBound(vocabulary.words, form)];
  return word === form ? 1 : word?.startsWith(form) ? 0.8 : 0;
}

/**
 * How well another form of a word matches in a field: as the same word with another ending
 * ("permiss" in "permissoes"), as a word of its own, or at the start of a longer word.
 */
function formScore(vocabulary: Vocabulary, form: string): number {
  const { words } = vocabulary;
  const first = lowerBound(words, form);
  if (!words[first]?.startsWith(form)) return 0;
  for (let at = first; words[at]?.startsWith(form); at++)
    if (language.endings.has(words[at]!.slice(form.length))) return ranking.sameWord;
  return words[first] === form ? ranking.alternative : 0.8 * ranking.alternative;
}

/** How many times words starting with `form` occur. */
export function formCount(vocabulary: Vocabulary, form: string): number {
  let count = 0;
  for (let at = lowerBound(vocabulary.words, form); vocabulary.words[at]?.startsWith(form); at++)
    count += vocabulary.counts[at]!;
  return count;
}

/**
 * The quality of the word itself, anywhere in the field (the substring rule), or, failing that, a
 * reduced quality of its best other form at the start of a word.
 */
export function termQuality(field: Field, term: Term): number {
  const quality = matchQuality(field.folded, term.folded);
  if (quality > 0 || !term.alternatives) return quality;
  let best = 0;
  for (const form of term.alternatives) {
    best = Math.max(best, formScore(field.vocabulary, form));
    if (best === ranking.sameWord) break;
  }
  return best;
}

/**
 * The term as this item can match it: without the other forms the item has nowhere (so each field
 * looks up only those), or `undefined` when the item holds neither the word nor any other form.
 */
export function narrow(document: PreparedDocument, term: Term): Term | undefined {
  const forms = term.alternatives?.filter((form) => formQuality(document.vocabulary, form) > 0);
  if (forms?.length) return { ...term, alternatives: forms };
  if (!document.all.includes(term.folded)) return undefined;
  return { exact: term.exact, folded: term.folded, ...(term.action ? { action: true } : {}) };
}

export function inSection(section: PreparedSection, term: Term): boolean {
  return (
    section.foldedHeading.includes(term.folded) ||
    section.foldedText.includes(term.folded) ||
    (term.alternatives ?? []).some((form) => formQuality(section.vocabulary, form) > 0)
  );
}

/**
 * How an item holds a term: `"word"` when it holds the word itself where a word starts (the whole
 * word, or the start of a longer one), the same word with another ending, or one of its other
 * forms as a word; `"inside"` when it holds the word only inside longer words ("aidi" in a made-up
 * "caidib"); `undefined` when not at all. A stem only at the start of some longer word ("permis"
 * of a misspelt "permisao" in "permissoes") does not count: that word is corrected. A word held only
 * inside others is a weak find: a correction the query's other words stand beside is read before it.
 */
export function holding(document: PreparedDocument, term: Term): "word" | "inside" | undefined {
  // The text first: most words are found at a word's start there at once, before any page's words
  // are counted.
  const inText = document.all.includes(term.folded);
  if (inText && matchQuality(document.all, term.folded) >= 0.8) return "word";
  if ((term.alternatives ?? []).some((form) => formScore(document.vocabulary, form) >= ranking.alternative))
    return "word";
  if (!inText) return undefined;
  // Its first mentions in the text were all inside longer words: the sorted words say if any starts with it.
  return formQuality(document.vocabulary, term.folded) > 0 ? "word" : "inside";
}
