/**
 * The tokens of an article that state a fact the same way in every language, so a translation that
 * drops one has dropped the fact: the numbers it gives, the addresses it links to (a vendor's page in
 * the reader's language counts as the same page), and the values a reader types or sees written in
 * code (`POST`, `callback_url`). A code span that names example data in the reader's language
 * ("`clientes`", "`Comercial`") is no such value; so a code span counts only when it looks like an
 * identifier or a value. Every translation is held to the default language's article alone, never to
 * another translation: two translations that drop the same value have both lost it. Example data that
 * looks like a value (`pedidos.cliente_id`) is named by the default article's `examples`, and a
 * number's separators are the reader's (`12,5%` and `12.5%` are one value).
 */
import type { ParsedMdx } from "./parse-mdx";

export interface Facts {
  numbers: Set<string>;
  addresses: Set<string>;
  values: Set<string>;
}

/** A locale segment of a vendor's address: /pt-br/, /es-mx/, /es_es/, /en/. */
const localeSegment = /\/(?:[a-z]{2}[-_][a-z]{2,3}|[a-z]{2})(?=\/)/gi;
/** A localized illustration: `picture.pt.svg` and `picture.es.svg` are one picture. */
const localizedPicture = /\.[a-z]{2}(\.[a-z]+)$/;

/** An address without what localizes it: its query (`?hl=es-419`), its fragment and its locale segment. */
export function neutralAddress(url: string): string {
  const bare = url.split(/[?#]/)[0]!;
  const external = /^https?:\/\/([^/]+)(\/.*)?$/i.exec(bare);
  if (!external) return bare.replace(localizedPicture, "$1");
  return `${external[1]!.toLowerCase()}${(external[2] ?? "").replace(localeSegment, "")}`;
}

/** A value with its decimal and thousands separators made one mark, as each language writes its own. */
function neutralValue(code: string): string {
  return code.replace(/(?<=\d)[.,](?=\d)/g, "·");
}

/** Code that reads as an identifier or a value: punctuation, digits, capitals only, or camelCase. */
function looksLikeValue(code: string): boolean {
  return /[_.:/=@$<>{}()\d-]/.test(code) || /^[A-Z]{2,}$/.test(code) || /^[a-z]+[A-Z]/.test(code);
}

export function factsOf(parsed: ParsedMdx): Facts {
  const numbers = new Set<string>();
  for (const { text } of parsed.prose) for (const digits of text.match(/\d+/g) ?? []) numbers.add(digits);
  for (const { value } of parsed.codeSpans)
    for (const digits of value.match(/\d+/g) ?? []) numbers.add(digits);
  return {
    numbers,
    // A link within the page (`#steps`) points at no fact of its own.
    addresses: new Set(
      parsed.links.filter(({ url }) => !url.startsWith("#")).map(({ url }) => neutralAddress(url)),
    ),
    values: new Set(
      parsed.codeSpans
        .map(({ value }) => value)
        .filter(looksLikeValue)
        .map(neutralValue),
    ),
  };
}

/**
 * What `twin` lacks of `base`'s facts (the default language's article), each named by kind.
 * `examples`: the code values `base` names as example data in its own words, which a translation
 * writes in its own.
 */
export function missingFacts(base: Facts, twin: Facts, examples: readonly string[] = []): string[] {
  const lacking = (kind: string, from: Iterable<string>, to: Set<string>) =>
    [...from].filter((token) => !to.has(token)).map((token) => `${kind} ${token}`);
  const translatable = new Set(examples.map(neutralValue));
  return [
    ...lacking("number", base.numbers, twin.numbers),
    ...lacking("address", base.addresses, twin.addresses),
    ...lacking(
      "value",
      [...base.values].filter((value) => !translatable.has(value)),
      twin.values,
    ),
  ];
}

/** The `examples` a default article names that are not values it writes in code: stale or mistyped. */
export function unknownExamples(base: Facts, examples: readonly string[]): string[] {
  return examples.filter((example) => !base.values.has(neutralValue(example)));
}
