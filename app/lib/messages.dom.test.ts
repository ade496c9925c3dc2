// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "./languages";
import { href } from "./urls";

/** The module as the production browser build runs it, on a page of `lang`: no tables but the page's. */
async function inBrowserOn(lang: (typeof languages)[number]) {
  vi.stubEnv("SSR", false);
  vi.stubEnv("DEV", false);
  vi.resetModules();
  window.history.replaceState(null, "", href("/agentes-ia", lang));
  return import("./messages");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  window.history.replaceState(null, "", "/");
});

describe("the widgets' messages", () => {
  it("where pages are rendered, has every language's table", async () => {
    const { t } = await import("./messages");
    const questions = languages.map((lang) => t(lang, "feedbackQuestion"));
    expect(new Set(questions).size).toBe(languages.length);
  });

  it("in the browser, loads the page's own language and no other", async () => {
    const { t: rendered } = await import("./messages");
    for (const lang of languages) {
      const browser = await inBrowserOn(lang);
      expect(browser.t(lang, "feedbackQuestion")).toBe(rendered(lang, "feedbackQuestion"));
      for (const other of languages.filter((code) => code !== lang))
        expect(() => browser.t(other, "feedbackQuestion")).toThrow(/loaded no/);
    }
  });
});
