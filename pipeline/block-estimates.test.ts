import { describe, expect, it } from "vitest";
import {
  articleSpan,
  estimateBlock,
  firstLazyBlock,
  withBlockEstimates,
  withBlockEstimatesParsingWhole,
} from "./block-estimates";

const paragraph = (words: number) =>
  `<p>${Array.from({ length: words }, () => "configuração").join(" ")}</p>`;

/** A page whose article holds `count` paragraphs. */
const page = (count: number, first = "<p>um</p>") =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><main><div class="prose-article">${first}${Array.from(
    { length: count - 1 },
    (_, index) => paragraph(index + 1),
  ).join("")}</div></main><footer><p>rodapé</p></footer></body></html>`;

describe("estimateBlock", () => {
  it("gives a longer text more lines, and more on a phone's column than on the wider one", () => {
    const short = estimateBlock(paragraph(3));
    const long = estimateBlock(paragraph(60));
    expect(long.phone).toBeGreaterThan(short.phone);
    expect(long.phone).toBeGreaterThan(long.wide);
    // 60 words of 12 letters wrap into well over ten lines of 28 px on a phone.
    expect(long.phone).toBeGreaterThan((10 * 28) / 16);
  });

  it("sizes an illustration by its aspect ratio at each width", () => {
    const figure = estimateBlock(
      '<figure class="my-6"><img src="a.svg" width="800" height="400" alt="a"></figure>',
    );
    expect(figure.wide).toBeGreaterThan(figure.phone);
    expect(figure.wide).toBeGreaterThanOrEqual(590 / 2 / 16);
  });

  it("counts a code block's lines, and only the tab panel that shows", () => {
    const code = (lines: number) =>
      `<div data-code-block="true" class="group relative my-5"><pre><code>${"x = 1\n".repeat(lines)}</code></pre></div>`;
    expect(estimateBlock(code(20)).phone).toBeGreaterThan(estimateBlock(code(2)).phone);
    const tabs = (hiddenWords: number) =>
      `<div class="my-6 rounded-lg border border-border"><div role="tabpanel" class="px-4 py-2">${paragraph(5)}</div><div role="tabpanel" hidden="" class="px-4 py-2">${paragraph(hiddenWords)}</div></div>`;
    expect(estimateBlock(tabs(200))).toEqual(estimateBlock(tabs(1)));
  });

  it("lets a value that may break anywhere wrap in a narrow column", () => {
    const table = (code: string) =>
      `<div class="my-6 overflow-x-auto rounded-lg border border-border"><table><thead><tr><th>ID</th><th>O que permite</th></tr></thead><tbody><tr><td><code class="break-all">${code}</code></td><td>Ler</td></tr></tbody></table></div>`;
    expect(estimateBlock(table("roles/secretmanager.secretAccessor")).phone).toBeGreaterThan(
      estimateBlock(table("roles/x")).phone,
    );
  });
});

describe("withBlockEstimates", () => {
  it("writes the estimate on the article's blocks laid out lazily, and on no other element", () => {
    const html = withBlockEstimates(page(8));
    const styled = [...html.matchAll(/<p style="--block-phone:([\d.]+)rem;--block-wide:([\d.]+)rem">/g)];
    expect(styled).toHaveLength(8 - firstLazyBlock);
    // The sixth block is the first: the paragraph of five words.
    expect(html.indexOf(styled[0]![0])).toBe(html.indexOf(paragraph(5).slice(3)) - styled[0]![0].length);
    expect(html).toContain("<footer><p>rodapé</p></footer>");
    // Everything else is as it was.
    expect(html.replace(/ style="[^"]*"/g, "")).toBe(page(8));
  });

  it("keeps a block's own style, and leaves a page without an article or with a short one alone", () => {
    const html = withBlockEstimates(
      page(7, '<p>um</p><p>dois</p><p>três</p><p>quatro</p><p>cinco</p><p style="color:red">seis</p>'),
    );
    expect(html).toMatch(/<p style="color:red;--block-phone:[\d.]+rem;--block-wide:[\d.]+rem">seis<\/p>/);
    const plain = "<!DOCTYPE html><html><body><p>Página</p></body></html>";
    expect(withBlockEstimates(plain)).toBe(plain);
    expect(withBlockEstimates(page(firstLazyBlock))).toBe(page(firstLazyBlock));
  });

  it("parses only the article, and agrees with the whole page parsed, whatever holds a tag of its name", () => {
    const code = `<div data-code-block="true" class="group relative my-5"><pre><code>&lt;/div&gt;\n</code></pre></div>`;
    const tricky =
      `<!DOCTYPE html><html><head><script>document.write('<div class="prose-article">' + "</div>")</script>` +
      `<style>.prose-article > div { margin: 0 }</style></head><body><div class="layout"><nav><div>menu</div></nav>` +
      `<main><div lang="pt" class="prose-article">${paragraph(2)}<div class="note"><div>${paragraph(4)}</div></div>` +
      `<!-- </div> -->${code}${paragraph(6)}<divider-x>x</divider-x>${paragraph(8)}<div style="color:red">${paragraph(9)}</div>` +
      `${paragraph(10)}</div></main><aside><div>${paragraph(3)}</div></aside></div></body></html>`;
    const span = articleSpan(tricky)!;
    expect(tricky.slice(span.start, span.end)).toMatch(
      /^<div lang="pt" class="prose-article">[\s\S]*<\/div>$/,
    );
    expect(tricky.slice(span.end)).toBe(
      `</main><aside><div>${paragraph(3)}</div></aside></div></body></html>`,
    );
    const estimated = withBlockEstimates(tricky);
    expect(estimated).not.toBe(tricky);
    expect(estimated).toBe(withBlockEstimatesParsingWhole(tricky));
    expect(estimated).toContain(`style="color:red;--block-phone:`);
  });

  it("parses the whole page when the article's end is not found", () => {
    const open = page(8).replace(/<\/div><\/main>.*$/, "");
    expect(articleSpan(open)).toBeUndefined();
    expect(withBlockEstimates(open)).toBe(withBlockEstimatesParsingWhole(open));
    expect(withBlockEstimates(open)).toContain("--block-phone:");
  });
});
