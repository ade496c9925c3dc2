// A brand without a support contact, end to end: `build-next/`, which scripts/next-build.ts builds with
// BRAND_SUPPORT=none, served by the real server on a port of its own. No support link anywhere (the
// footer, the end of an article, the not-found page, the feedback box, the assistant) and no sentence
// that sends the reader to support: every article page is read against the words of content/README.md
// that do ("suporte", "contact us", …), as the build's content check reads the sources.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findViolations, parseSupportWords } from "../../pipeline/content/style-guide";
import { languages, type Lang } from "~/lib/content/types";
import { t } from "~/lib/messages";
import { href } from "~/lib/urls";
import { expect, pressOnScreen, test } from "./fixtures";
import { freePort, serveBuild } from "./servers";
import { questions } from "./support-questions";

/** A passage's Markdown as the page shows it: a link's or emphasis's text without its marks. */
const shown = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*+([^*]+)\*+/g, "$1")
    .trim();

const build = "build-next";
const words = parseSupportWords(readFileSync("content/README.md", "utf8")).rules;

/** Where a text sends the reader to support, in `lang`: the words found, none when it does not. */
const supportWords = (text: string, lang: Lang) =>
  findViolations(
    [{ text, line: 1 }],
    words.filter((rule) => rule.lang === lang),
  ).map((found) => found.found);

/** The routes of the articles that send a reader to support where the brand has a contact. */
const articles = readdirSync("content/pt", { recursive: true })
  .map(String)
  .filter((path) => path.endsWith(".mdx"))
  .filter((path) => readFileSync(join("content/pt", path), "utf8").includes("<SupportLink>"))
  .map((path) => `/${path.replace(/\.mdx$/, "")}`)
  .sort();

let base: string;
let stop: (() => Promise<void>) | undefined;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  let home: string;
  try {
    home = readFileSync(join(build, "client", "index.html"), "utf8");
  } catch {
    throw new Error(
      "No build without a support contact: `npm run test:e2e` makes it (BUILD_DIR=build-next BRAND_SUPPORT=none npm run build)",
    );
  }
  // The build really is the brand without a contact, not a copy of the default one.
  expect(home).not.toContain('data-testid="support-link"');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stop = await serveBuild(build, port);
});

test.afterAll(async () => {
  await stop?.();
});

test("the articles that send a reader to support are found", () => {
  expect(articles.length).toBeGreaterThan(0);
});

for (const lang of languages) {
  test(`${lang}: home, an unknown page and the feedback's "${t(lang, "feedbackNo")}" offer no support contact`, async ({
    page,
  }) => {
    await page.goto(base + href("/", lang));
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByTestId("support-link")).toHaveCount(0);
    expect(supportWords(await page.locator("footer").innerText(), lang)).toEqual([]);

    const missing = await page.goto(base + href("/nao-existe", lang));
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("support-link")).toHaveCount(0);
    expect(supportWords(await page.getByTestId("not-found").innerText(), lang)).toEqual([]);

    await page.goto(base + href(articles[0]!, lang));
    await pressOnScreen(page.getByTestId("feedback-no"));
    await expect(page.getByTestId("feedback-thanks")).toHaveText(t(lang, "feedbackThanks"));
    await expect(page.getByTestId("support-prompt")).toHaveCount(0);
    await expect(page.getByTestId("support-link")).toHaveCount(0);
  });

  test(`${lang}: no article page or its Markdown promises support`, async ({ page, request }) => {
    test.slow();
    for (const route of articles) {
      const path = href(route, lang);
      await page.goto(base + path);
      await expect(page.getByTestId("article-title")).toBeVisible();
      await expect(page.getByTestId("support-link"), path).toHaveCount(0);
      await expect(page.getByTestId("support-prompt"), path).toHaveCount(0);
      expect(supportWords(await page.locator("main").innerText(), lang), path).toEqual([]);
      // What such a brand's articles say instead, where they say anything.
      const source = readFileSync(join("content", lang, `${route}.mdx`), "utf8");
      for (const [, instead] of source.matchAll(/<WithoutSupport>([^<]+)<\/WithoutSupport>/g))
        await expect(page.locator("main"), path).toContainText(shown(instead!));
      const markdown = await (await request.get(`${base}${path}.md`)).text();
      expect(supportWords(markdown, lang), `${path}.md`).toEqual([]);
    }
  });

  test(`${lang}: the assistant's "not covered" and "${t(lang, "assistantNotHelpful")}" offer no support contact`, async ({
    page,
  }) => {
    await page.goto(base + href("/", lang));
    await page.getByTestId("chat-trigger").click();
    const input = page.getByTestId("assistant-input");
    await input.fill(questions[lang].offTopic);
    await input.press("Enter");
    const declined = page.getByTestId("assistant-answer").first();
    await expect(declined).toContainText(t(lang, "assistantNotCovered"));
    await expect(declined.getByTestId("support-prompt")).toHaveCount(0);

    await input.fill(questions[lang].covered);
    await input.press("Enter");
    const answer = page.getByTestId("assistant-answer").nth(1);
    await answer.getByTestId("assistant-not-helpful").click();
    const followUp = answer.getByTestId("assistant-follow-up");
    await expect(followUp).toContainText(t(lang, "assistantSorry"));
    await expect(followUp.getByRole("button", { name: /./ })).toBeVisible();
    await expect(followUp.getByTestId("support-link")).toHaveCount(0);
    expect(supportWords(await followUp.innerText(), lang)).toEqual([]);
  });
}
