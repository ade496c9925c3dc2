import { expect, test } from "./fixtures";

test.describe("search", () => {
  test("the panel opens while there is text and closes when cleared, on Escape and on a click outside", async ({
    page,
  }) => {
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
    await input.fill("   ");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
    await expect(input).toHaveAttribute("aria-expanded", "false");

    await input.fill("bigquery");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("search-result").first()).toContainText("BigQuery");

    await input.fill("");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);

    await input.fill("bigquery");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    await input.press("Escape");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);

    await input.fill("canvas");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    // Somewhere on the page the panel does not cover: the bottom-right corner of the window.
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 10, viewport.height - 10);
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
  });

  test("the index is fetched on first focus, not before", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/search-(pt|en)-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/en/agentes-ia");
    expect(fetched).toEqual([]);
    await page.getByTestId("search-input").focus();
    await expect.poll(() => fetched.length).toBe(1);
    expect(fetched[0]).toMatch(/search-en-[\w-]+\.json$/);
  });

  test("matching ignores case and accents and marks the original words", async ({ page }) => {
    await page.goto("/");
    const input = page.getByTestId("hero-search-input");
    const results = page.getByTestId("search-result");
    await input.fill("integracao");
    await expect(results.first()).toBeVisible();
    const plain = await results.allInnerTexts();
    await input.fill("INTEGRAÇÃO");
    await expect(results.first()).toBeVisible();
    expect(await results.allInnerTexts()).toEqual(plain);
    await expect(results.first().locator("mark").first()).toHaveText("Integração");
  });

  test("a result is chosen with the keyboard and opens by a full page load, in the page's language", async ({
    page,
  }) => {
    await page.goto("/en/portals");
    const input = page.getByTestId("search-input");
    await input.fill("google oauth");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await input.press("ArrowDown");
    const first = page.getByTestId("search-result").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await input.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await input.press("ArrowUp");
    await expect(first).toHaveAttribute("aria-selected", "true");

    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/organizacao\/autenticacao\/google/);
    // A full page load starts a new document: the marker set on the old one is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test("a click on a body match goes to the matching section", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("GroupMember.Read.All");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("Microsoft");
    await result.click();
    await expect(page).toHaveURL(/\/organizacao\/autenticacao\/azure-ad(#[a-z0-9-]+)?$/);
  });

  test("Ctrl+K and '/' focus the search box from anywhere", async ({ page }) => {
    await page.goto("/agentes-ia");
    await page.locator("body").click();
    await page.keyboard.press("Control+k");
    await expect(page.getByTestId("search-input")).toBeFocused();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(page.getByTestId("search-input")).toBeFocused();
    await expect(page.getByTestId("search-input")).toHaveValue("");
  });

  test("results are capped at 30, the panel scrolls, and the count is announced", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("a");
    await expect(page.getByTestId("search-result")).toHaveCount(30);
    const listbox = page.getByRole("listbox");
    const { scrollHeight, clientHeight } = await listbox.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await expect(page.getByRole("status").filter({ hasText: "30 resultados" })).toHaveCount(1);
  });

  test("no match says so, in each language, and offers to ask", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("xyzzyqwv");
    await expect(page.getByTestId("search-no-results")).toContainText("Nenhum resultado encontrado");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
    await expect(page.getByTestId("search-ask")).toHaveText('Pergunte à Lumi sobre "xyzzyqwv"');
    await page.goto("/en");
    await page.getByTestId("search-input").fill("xyzzyqwv");
    await expect(page.getByTestId("search-no-results")).toContainText("No results found");
    await expect(page.getByTestId("search-ask")).toHaveText('Ask Lumi about "xyzzyqwv"');
  });

  test("when only the other language matches, its results are offered with a language badge", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("spreadsheet");
    await expect(page.getByTestId("search-no-results")).toContainText("inglês");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("EN");
    expect(await result.locator("a").getAttribute("href")).toMatch(/^\/en\//);
  });

  test("hostile text is shown as text, never run or parsed", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto("/en");
    const hostile = `<img src=x onerror=alert(1)><script>alert(2)</script>(.*)+$[`;
    await page.getByTestId("search-input").fill(hostile);
    await expect(page.getByTestId("search-ask")).toHaveText(`Ask Lumi about "${hostile}"`);
    await expect(page.getByTestId("search-panel").locator("img, script")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("when the index cannot load, the reader is told and it retries", async ({ page }) => {
    let block = true;
    await page.route(/\/assets\/search-pt-/, (route) => (block ? route.abort() : route.continue()));
    await page.goto("/");
    await page.getByTestId("search-input").fill("bigquery");
    await expect(page.getByTestId("search-panel")).toContainText("Não foi possível carregar a busca");
    block = false;
    await expect(page.getByTestId("search-result").first()).toContainText("BigQuery", { timeout: 15_000 });
  });

  test("typing before the index arrives keeps the text, and results appear when it lands", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-pt-/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await input.pressSequentially("whatsapp");
    await expect(input).toHaveValue("whatsapp");
    await expect(page.getByTestId("search-panel")).toContainText("Carregando a busca");
    release();
    await expect(page.getByTestId("search-result").first()).toContainText("WhatsApp");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header search box is the same one, on a row of its own", async ({ page }) => {
    await page.goto("/en/portals");
    const input = page.getByTestId("search-input");
    await expect(input).toHaveCount(1);
    await expect(input).toBeVisible();
    await input.fill("favicon");
    await expect(page.getByTestId("search-result").first()).toContainText("Appearance");
    const box = (await input.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
  });
});
