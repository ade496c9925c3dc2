import { runSync } from "@mdx-js/mdx";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileBody } from "./compile-body";
import { mediaFileName } from "./media-assets";

let dir: string;
let article: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "compile-body-"));
  mkdirSync(join(dir, "pt", "a"), { recursive: true });
  mkdirSync(join(dir, "media"));
  writeFileSync(
    join(dir, "media", "screen.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 560"></svg>',
  );
  article = join(dir, "pt", "a", "b.mdx");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The compiled body run as the pre-renderer runs it, rendered to HTML. */
function render(code: string): string {
  const { default: Body } = runSync(code, { Fragment, jsx, jsxs });
  return renderToStaticMarkup(createElement(Body));
}

describe("compileBody", () => {
  it("points an illustration at its fingerprinted asset, with its size, alt text and caption", async () => {
    const source =
      '---\ntitle: T\n---\n\nText.\n\n![A form with two fields](../../media/screen.svg "The form")\n';
    const html = render(await compileBody(article, source));
    const asset = mediaFileName("screen.svg", readFileSync(join(dir, "media", "screen.svg")));
    expect(asset).toMatch(/^assets\/screen-[\w-]{8}\.svg$/);
    expect(html).toContain(
      `<img src="/${asset}" alt="A form with two fields" title="The form" width="800" height="560"/>`,
    );
    // Alone in its paragraph, the image is a block of its own, not inside a <p>.
    expect(html).not.toMatch(/<p><img/);
    expect(html).not.toContain("title: T");
  });

  it("gives a heading the id written in its comment, and keeps GFM tables", async () => {
    const source = "## Steps {/*steps*/}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n";
    const html = render(await compileBody(article, source));
    expect(html).toContain('<h2 id="steps">Steps</h2>');
    expect(html).toContain("<td>1</td>");
  });

  it("names the file and line of an MDX error", async () => {
    await expect(compileBody(article, "# T\n\nSome text {oops\n")).rejects.toThrow(/pt\/a\/b\.mdx:3:\d+: /);
    await expect(compileBody(article, "# T\n\nSome text.\n\n<Callout>\n")).rejects.toThrow(
      /pt\/a\/b\.mdx: .*<Callout>.*\(5:1/,
    );
  });
});
