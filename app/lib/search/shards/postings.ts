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
/** Each character's value by its code (-1: not of the alphabet); read for every character of every posting a query visits. */
const codes = new Int8Array(128).fill(-1);
for (const [value, letter] of [...alphabet].entries()) codes[letter.charCodeAt(0)] = value;
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

/**
 * The numbers of an encoded string, one after the other: `read` gives the next one and moves past
 * it (one object per string, not a closure per number: a query at thousands of articles reads
 * hundreds of thousands).
 */
class Numbers {
  private at = 0;

  constructor(private readonly encoded: string) {}

  get done(): boolean {
    return this.at >= this.encoded.length;
  }

  read(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const char = this.encoded.charCodeAt(this.at++);
      const code = char < 128 ? codes[char]! : -1;
      if (code < 0) throw new Error(`Malformed postings at ${this.at - 1}`);
      if (code < more) return value + code * scale;
      value += (code - more) * scale;
      scale *= more;
    }
  }
}

/** Calls `visit(page, fields, count)` for each posting of an encoded string, pages in order. */
export function forEachPosting(
  encoded: string,
  visit: (page: number, fields: number, count: number) => void,
): void {
  const numbers = new Numbers(encoded);
  let page = 0;
  while (!numbers.done) {
    page += numbers.read();
    const fields = numbers.read();
    visit(page, fields, numbers.read());
  }
}

/** The pages of a string written by `encodePages`, in order. */
export function decodePages(encoded: string): number[] {
  const numbers = new Numbers(encoded);
  const pages: number[] = [];
  let page = 0;
  while (!numbers.done) pages.push((page += numbers.read()));
  return pages;
}
