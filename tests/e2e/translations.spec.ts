// A help centre whose languages lag behind, end to end: `build-next/`, built by scripts/next-build.ts
// from `content/` with the translation fixture on top (scripts/translation-fixture.ts): an article in
// the default language only, and one whose translation in the first other language is outdated. In
// every language: the notice and its words, `lang` where the words are another language's, hreflang,
// the robots rule and the sitemap, search and the assistant finding the untranslated article, axe;
// llms.txt and MCP listing it where it exists.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { freePort, serveBuild } from "./servers";
import { fixtureContentDir, translationFixture } from "../../scripts/translation-fixture";
import { brand } from "../../app/config/brand";
import { formatDay, languageNames } from "../../app/lib/i18n";
import { defaultLang, language, languages, otherLanguages } from "../../app/lib/languages";
import { t } from "../../app/lib/messages";
import { tp } from "../../app/lib/page-messages";
import { href, htmlLang, stripLang } from "../../app/lib/urls";

const build = "build-next";
const { untranslated, outdated, lagging } = translationFixture;
const route = (key: string) => `/${key}`;
const original = htmlLang[defaultLang];
/** The fixture's articles as its content holds them: a title, and the day the outdated one's original changed. */
const source = (lang: string, key: string) =>
  readFileSync(join(fixtureContentDir, lang, `${key}.mdx`), "utf8");
const untranslatedTitle = /^title: (.+)$/m.exec(source(defaultLang, untranslated))![1]!;
const changedOn = /^reviewed: (.+)$/m.exec(source(defaultLang, outdated))![1]!;
const translatedOn = /^reviewed: (.+)$/m.exec(source(lagging, outdated))![1]!;

let base: string;
let stop: (() => Promise<void>) | undefined;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  expect(
    readFileSync(join(build, "client", "sitemap.xml"), "utf8"),
    "No build of the translation fixture: `npm run test:e2e` makes it (npm run build:next)",
  ).toContain(route(untranslated));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stop = await serveBuild(build, port);
});

test.afterAll(async () => {
  await stop?.();
});

for (const lang of otherLanguages(defaultLang)) {
  test(`${lang}: an article not yet translated shows the original under the reader's page, and says so`, async ({
    page,
  }) => {
    await page.goto(base + href(route(untranslated), lang));
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
    const notice = page.getByTestId("translation-notice");
    await expect(notice).toHaveAttribute("data-state", "missing");
    await expect(notice).toContainText(tp(lang, "untranslatedTitle"));
    await expect(notice).toContainText(
      tp(lang, "untranslatedText", {
        language: language[lang].names[lang]!,
        original: language[lang].names[defaultLang]!,
      }),
    );
    // Its link goes to the original's own page.
    const link = notice.getByRole("link", { name: tp(lang, "readOriginal") });
    await expect(link).toHaveAttribute("href", href(route(untranslated), defaultLang));
    // The words are the original's, and say so; the reader's header and sidebar stay theirs.
    await expect(page.getByTestId("article-title")).toHaveText(untranslatedTitle);
    await expect(page.locator("article header")).toHaveAttribute("lang", original);
    await expect(page.locator(".prose-article")).toHaveAttribute("lang", original);
    await expect(page.getByTestId("sidebar").getByRole("link", { name: untranslatedTitle })).toHaveAttribute(
      "lang",
      original,
    );
    await expect(page.getByTestId("login-link")).not.toHaveAttribute("lang", /./);
    // Out of indexes: noindex, and hreflang names only the language it exists in.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toEqual([original, "x-default"]);
    expect(await axeViolations(page)).toEqual([]);

    // Its category lists it, labelled with its words' language; previous/next reach it.
    await page.goto(base + href("/chat-canvas", lang));
    await expect(
      page.getByTestId("article-card").getByRole("link", { name: untranslatedTitle }),
    ).toHaveAttribute("lang", original);
  });

  test(`${lang}: search finds the untranslated article, labelled in its words' language`, async ({
    page,
  }) => {
    await page.goto(base + href("/", lang));
    await page.getByTestId("search-input").fill("idiomas do chat");
    const result = page.getByTestId("search-result").filter({ hasText: untranslatedTitle }).first();
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result).toContainText(defaultLang.toUpperCase());
    await expect(result.locator(`[lang="${original}"]`).first()).toBeVisible();
    await expect(result.locator("a")).toHaveAttribute("href", href(route(untranslated), lang));
    expect(await axeViolations(page, '[data-testid="search-panel"]')).toEqual([]);

    // The results page says so in words.
    await page.goto(`${base}${href("/busca", lang)}?q=${encodeURIComponent("idiomas do chat")}`);
    await expect(page.getByTestId("search-page-result-language").first()).toHaveText(
      t(lang, "resultNotTranslated", { language: languageNames(lang, defaultLang).other }),
    );
  });

  // The question in the words of the article (the reader may read them, as the page shows them): the
  // assistant answers from it, citing its page (in the language it reads the question in).
  test(`${lang}: the assistant finds the untranslated article`, async ({ page }) => {
    await page.goto(base + href("/", lang));
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("em quais idiomas posso perguntar no chat?");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer.getByTestId("assistant-citation").first()).toBeVisible({ timeout: 20_000 });
    const cited = await answer
      .getByTestId("assistant-citation")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(cited.map((cite) => stripLang(cite!.split("#")[0]!))).toContain(route(untranslated));
  });
}

test("the original of the untranslated article is an ordinary page: indexed, no notice", async ({ page }) => {
  await page.goto(base + route(untranslated));
  await expect(page.getByTestId("translation-notice")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator("article header")).not.toHaveAttribute("lang", /./);
  expect(await axeViolations(page)).toEqual([]);
});

test(`an outdated translation says when its original changed; a current one says nothing`, async ({
  page,
}) => {
  for (const lang of languages) {
    await page.goto(base + href(route(outdated), lang));
    const notice = page.getByTestId("translation-notice");
    if (lang !== lagging) {
      await expect(notice).toHaveCount(0);
      continue;
    }
    await expect(notice).toHaveAttribute("data-state", "outdated");
    await expect(notice).toContainText(tp(lang, "outdatedTitle"));
    await expect(notice).toContainText(
      tp(lang, "outdatedText", {
        original: language[lang].names[defaultLang]!,
        date: formatDay(changedOn, lang),
      }),
    );
    await expect(notice.getByRole("link")).toHaveAttribute("href", href(route(outdated), defaultLang));
    // The page is still the translation: its language, its own day, indexed.
    await expect(page.locator("article header")).not.toHaveAttribute("lang", /./);
    await expect(page.getByTestId("article-updated").locator("time")).toHaveAttribute(
      "datetime",
      translatedOn,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("the sitemap lists the real translations only", async ({ request }) => {
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toContain(route(untranslated));
  for (const lang of otherLanguages(defaultLang)) {
    expect(locs).not.toContain(href(route(untranslated), lang));
    // Outdated is still a translation.
    expect(locs).toContain(href(route(outdated), lang));
  }
  // Nor as an alternate of the original.
  for (const lang of otherLanguages(defaultLang))
    expect(sitemap).not.toContain(`${href(route(untranslated), lang)}"`);
});

test("llms.txt and MCP list the untranslated article in the language it exists in", async ({ request }) => {
  const client = new Client({ name: "lumi-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  try {
    for (const lang of otherLanguages(defaultLang)) {
      const llms = await (await request.get(`${base}${href("/llms.txt", lang)}`)).text();
      expect(llms).toContain(
        `[${untranslatedTitle}](${brand.siteUrl}${route(untranslated)}.md) (${tp(lang, "inLanguage", {
          language: language[lang].names[defaultLang]!,
        })})`,
      );
      const listed = (await client.callTool({ name: "list_articles", arguments: { lang } })) as {
        content: { text: string }[];
      };
      const text = listed.content.map((part) => part.text).join("");
      expect(text).toContain(`${brand.siteUrl}${route(untranslated)}`);
      expect(text).not.toContain(href(route(untranslated), lang));
    }
  } finally {
    await client.close();
  }
});
