// A page across a deploy: open in a tab while the server switches to a new build, as
// deploy/README.md rolls one out (the Node server restarted on the new build's folder). Build 1 is
// `build/`; build 2 is `build-next/`, made by scripts/next-build.ts from the same tree with a
// BUILD_LABEL, so every script of it has another fingerprint, and with PREVIOUS_BUILD=build, as a
// deploy builds. Every widget of the old page must still work once the new build is served.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { t } from "~/lib/messages";
import { expect, pressOnScreen, test } from "./fixtures";
import { freePort, serveBuild as serve } from "./servers";

const article = "/en/primeiros-passos/o-que-e-a-lumi";
const [build1, build2] = ["build", "build-next"];

/** The entry script a page's HTML loads. */
const entryOf = (html: string) => /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];

test("a page of the previous build keeps every widget working after the server switches builds", async ({
  page,
  context,
}) => {
  // Two server starts and a walk through every widget: room for them on a busy machine.
  test.slow();
  if (!existsSync(join(build2, "client")))
    throw new Error(
      "No second build: `npm run test:e2e` makes it (BUILD_DIR=build-next BUILD_LABEL=next PREVIOUS_BUILD=build npm run build)",
    );
  // Two real builds whose scripts differ: the page's entry, its islands' and React's files.
  const page1 = readFileSync(join(build1, "client", article, "index.html"), "utf8");
  const page2 = readFileSync(join(build2, "client", article, "index.html"), "utf8");
  expect(entryOf(page1)).toBeDefined();
  expect(entryOf(page2)).not.toBe(entryOf(page1));
  for (const island of [/^feedback\.island-[\w-]+\.js$/, /^react-[\w-]+\.js$/])
    expect(readdirSync(join(build1, "client", "assets")).filter((name) => island.test(name))).not.toEqual(
      readdirSync(join(build2, "client", "assets")).filter((name) => island.test(name)),
    );

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let stop = await serve(build1, port);
  try {
    await page.goto(`${base}${article}`);
    expect(
      await page.evaluate(() => document.querySelector("script[type=module]")?.getAttribute("src")),
    ).toBe(entryOf(page1));

    // The deploy: the server stops and starts again on the new build.
    await stop();
    stop = await serve(build2, port);
    expect(entryOf(await (await fetch(`${base}${article}`)).text())).toBe(entryOf(page2));
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });

    await pressOnScreen(page.getByTestId("feedback-yes"));
    await expect(page.getByTestId("feedback-thanks")).toHaveText(t("en", "feedbackThanks"));

    const tabs = page.getByRole("tab");
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");

    await page.locator("lumi-island[data-island$='copy-button.island.tsx'] button").first().click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(t("en", "linkCopied"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(article);

    const toggleAll = page.getByTestId("sidebar-toggle-all");
    const before = await toggleAll.textContent();
    await toggleAll.click();
    await expect(toggleAll).not.toHaveText(before!);
    await page.getByTestId("sidebar-close").click();
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByTestId("sidebar-open").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();

    await page.getByTestId("search-input").fill("bigquery");
    await expect(page.getByTestId("search-result").first()).toContainText("BigQuery");
    await page.keyboard.press("Escape");

    await page.getByTestId("chat-trigger").click();
    await expect(page.getByTestId("assistant")).toBeVisible();
    await expect(page.getByTestId("assistant-input")).toBeFocused();
    await page.keyboard.press("Escape");

    await page.getByTestId("theme-option-dark").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    expect(failed).toEqual([]);
  } finally {
    await stop();
  }
});
