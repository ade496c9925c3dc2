/**
 * A word's postings as the shards carry them: a short string rather than a JSON array of numbers,
 * which took about three times the bytes. Each number is written in groups of five bits, low
 * group first, one character per group from a 64-letter alphabet of characters JSON writes as
 * they are (the upper half of the alphabet marks a group followed by more): small numbers, the
 * most common, take one character.
 *
 * A posting is three numbers: the page's number minus the previous posting's (the first: its
 * number), the fields the word occurs in (format.ts `fieldBits`), and how often it occurs in the
 * page's headings and body. A list of pages alone (`encodePages`) is the first number only.
 */
const alphabet = "0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZwxyz-_";
const codes = new Map([...alphabet].map((letter, value) => [letter.charCodeAt(0), value]));
const more = 32;

function writeNumber(value: number, out: string[]): void {
  let rest = value;
  while (rest >= more) {
    out.push(alphabet[more + (rest % more)]!);
    rest = Math.floor(rest / more);
  }
  out.push(alphabet[rest]!);
}

/** Postings of (page, fields, count), pages in increasing order, as a string. */
export function encodePostings(
  postings: readonly (readonly [page: number, fields: number, count: number])[],
): string {
  const out: string[] = [];
  let previous = 0;
  for (const [page, fields, count] of postings) {
    writeNumber(page - previous, out);
    writeNumber(fields, out);
    writeNumber(count, out);
    previous = page;
  }
  return out.join("");
}

/** Pages in increasing order, as a string: each page's number minus the previous one's. */
export function encodePages(pages: readonly number[]): string {
  const out: string[] = [];
  let previous = 0;
  for (const page of pages) {
    writeNumber(page - previous, out);
    previous = page;
  }
  return out.join("");
}

/** A reader of the numbers of an encoded string, one after the other. */
function numbersOf(encoded: string): { read: () => number; done: () => boolean } {
  let at = 0;
  return {
    read: () => {
      let value = 0;
      let scale = 1;
      for (;;) {
        const code = codes.get(encoded.charCodeAt(at++));
        if (code === undefined) throw new Error(`Malformed postings at ${at - 1}`);
        if (code < more) return value + code * scale;
        value += (code - more) * scale;
        scale *= more;
      }
    },
    done: () => at >= encoded.length,
  };
}

/** Calls `visit(page, fields, count)` for each posting of an encoded string, pages in order. */
export function forEachPosting(
  encoded: string,
  visit: (page: number, fields: number, count: number) => void,
): void {
  const { read, done } = numbersOf(encoded);
  let page = 0;
  while (!done()) {
    page += read();
    const fields = read();
    visit(page, fields, read());
  }
}

/** The pages of a string written by `encodePages`, in order. */
export function decodePages(encoded: string): number[] {
  const { read, done } = numbersOf(encoded);
  const pages: number[] = [];
  let page = 0;
  while (!done()) pages.push((page += read()));
  return pages;
}
