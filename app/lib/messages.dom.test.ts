// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "./languages";

/** The module as the production browser build runs it: no table of its own, only the page's. */
async function inBrowser(pageHtml: string) {
  vi.stubEnv("SSR", false);
  vi.stubEnv("DEV", false);
  vi.resetModules();
  document.body.innerHTML = pageHtml;
  return import("./messages");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  document.body.innerHTML = "";
});

describe("the widgets' messages", () => {
  it("writes each language's table into its pages as JSON that cannot end the element early", async () => {
    const { pageTableJson, t } = await import("./messages");
    for (const lang of languages) {
      const text = pageTableJson(lang);
      expect(text).not.toMatch(/<|>/);
      const { lang: written, messages } = JSON.parse(text) as {
        lang: string;
        messages: Record<string, string>;
      };
      expect(written).toBe(lang);
      expect(messages.helpCenter).toBe(t(lang, "helpCenter"));
    }
  });

  it("in the browser, reads the page's own language from the page and no other", async () => {
    const { pageTableJson } = await import("./messages");
    const [first, second] = languages;
    const block = `<script type="application/json" id="lumi-messages">${pageTableJson(second!)}</script>`;
    const expected = (await import("./messages")).t(second!, "feedbackQuestion");
    const browser = await inBrowser(block);
    expect(browser.t(second!, "feedbackQuestion")).toBe(expected);
    expect(() => browser.t(first!, "feedbackQuestion")).toThrow(/carries no/);
  });

  it("in the browser, fails loudly on a page without its table rather than show keys", async () => {
    const browser = await inBrowser("<p>no data block</p>");
    expect(() => browser.t(languages[0]!, "helpCenter")).toThrow(/carries no/);
  });
});
