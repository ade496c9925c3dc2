import { describe, expect, it } from "vitest";
import { decodePages, encodePages, encodePostings, forEachPosting } from "./postings";

describe("postings as strings", () => {
  it("reads back the postings written, large numbers included", () => {
    const postings = [
      [0, 1, 3],
      [7, 16, 40],
      [2000, 31, 1],
    ] as const;
    const read: number[][] = [];
    forEachPosting(encodePostings(postings), (page, fields, count) => read.push([page, fields, count]));
    expect(read).toEqual(postings);
  });

  it("writes a list of pages alone in a character a page when they are close", () => {
    expect(decodePages(encodePages([3, 4, 9, 40, 5000]))).toEqual([3, 4, 9, 40, 5000]);
    expect(encodePages([3, 4, 9, 20])).toHaveLength(4);
    expect(decodePages("")).toEqual([]);
  });

  it("reads back any numbers written, and refuses a character outside its alphabet", () => {
    const pages = Array.from({ length: 500 }, (_, at) => at * at * 37 + (at % 7));
    expect(decodePages(encodePages(pages))).toEqual(pages);
    for (const malformed of ["3!", "é", "3\u{1F600}", "w"])
      expect(() => decodePages(malformed), malformed).toThrow(/Malformed postings/);
  });
});
