import { expect, test } from "./fixtures";

test.describe("the assistant", () => {
  test("opens from the chat trigger as a dialog, takes focus, and gives it back on Escape", async ({
    page,
  }) => {
    await page.goto("/en/portals");
    const trigger = page.getByTestId("chat-trigger");
    await trigger.click();
    const dialog = page.getByTestId("assistant");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("role", "dialog");
    await expect(page.getByTestId("assistant-input")).toBeFocused();
    await expect(dialog.getByTestId("assistant-starter")).toHaveCount(3);
    await expect(dialog).toHaveAccessibleName("Ask Lumi");
    // Escape while an input method is composing ends the composition, not the conversation.
    await page.getByTestId("assistant-input").dispatchEvent("keydown", { key: "Escape", isComposing: true });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a starter question is answered with citations that open the section", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-starter").first().click();
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer).toContainText("Isto é o que a central de ajuda diz");
    const citation = answer.getByTestId("assistant-citation").first();
    await expect(citation).toContainText("BigQuery");
    const href = (await citation.getAttribute("href"))!;
    expect(href).toMatch(/^\/conexoes-integracoes\/integracao-bigquery/);
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[#/]/g, "\\$&")}$`));
    await expect(page.getByTestId("article-title")).toContainText("BigQuery");
  });

  test("the conversation survives following a citation to another page, and a closed assistant stays closed", async ({
    page,
  }) => {
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("how do I delete a service account token?");
    await page.getByTestId("assistant-input").press("Enter");
    const citation = page.getByTestId("assistant-citation").first();
    await expect(citation).toHaveAttribute("href", /^\/en\/organizacao\/contas-de-servico/);
    await citation.click();
    await expect(page).toHaveURL(/\/en\/organizacao\/contas-de-servico/);
    // A new page: the assistant opens again as the reader left it, without taking focus from the page.
    const dialog = page.getByTestId("assistant");
    // It wakes with the page's idle islands, then loads: allow a busy machine its time.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole("log")).toContainText("how do I delete a service account token?");
    await expect(dialog.getByTestId("assistant-answer")).toHaveCount(1);
    await expect(page.getByTestId("assistant-input")).not.toBeFocused();
    await expect(page.getByTestId("chat-trigger")).toHaveAttribute("aria-expanded", "true");

    await dialog.getByRole("button", { name: "Close assistant" }).click();
    await expect(dialog).toBeHidden();
    await page.goto("/en/portals");
    await expect(page.getByTestId("chat-trigger")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("assistant")).toHaveCount(0);
    // Opened again, the conversation is still there.
    await page.getByTestId("chat-trigger").click();
    await expect(page.getByTestId("assistant").getByRole("log")).toContainText(
      "how do I delete a service account token?",
    );
  });

  test("a question typed and sent with Enter is answered, and new conversation clears it", async ({
    page,
  }) => {
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    const input = page.getByTestId("assistant-input");
    await input.fill("how do I delete a service account token?");
    await input.press("Enter");
    await expect(page.getByTestId("assistant-answer")).toHaveCount(1);
    await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute(
      "href",
      /^\/en\/organizacao\/contas-de-servico/,
    );
    await expect(page.getByRole("log")).toContainText("how do I delete a service account token?");
    await page.getByRole("button", { name: "New conversation" }).click();
    await expect(page.getByTestId("assistant-answer")).toHaveCount(0);
    await expect(page.getByTestId("assistant-starter")).toHaveCount(3);
  });

  test("a question in the reader's own words finds its article through readers' questions", async ({
    page,
  }) => {
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("how do i get my coworkers in here");
    await page.getByTestId("assistant-input").press("Enter");
    await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute(
      "href",
      /^\/en\/primeiros-passos\/convidando-sua-equipe/,
    );
  });

  test("without the readers' questions file it still answers from the articles' own words", async ({
    page,
  }) => {
    await page.route(/\/assets\/questions-en-/, (route) => route.abort());
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    const input = page.getByTestId("assistant-input");
    // Only the readers' questions connect these words to inviting people.
    await input.fill("how do i get my coworkers in here");
    await input.press("Enter");
    await expect(page.getByTestId("assistant-answer").last()).toContainText(
      "The help center does not cover this question",
    );
    await input.fill("how do I delete a service account token?");
    await input.press("Enter");
    await expect(
      page.getByTestId("assistant-answer").last().getByTestId("assistant-citation").first(),
    ).toHaveAttribute("href", /^\/en\/organizacao\/contas-de-servico/);
  });

  test("asking from search opens the assistant and asks at once", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("token expirado conta de serviço");
    await page.getByTestId("search-ask").click();
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
    await expect(page.getByTestId("assistant")).toBeVisible();
    await expect(page.getByRole("log")).toContainText("token expirado conta de serviço");
    await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute("href", /contas-de-servico/);
  });

  test("an unknown question gets a plain answer with the closest articles and search", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("qual a capital da austrália?");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer).toContainText("A central de ajuda não cobre essa pergunta");
    await expect(answer.getByTestId("assistant-citation")).toHaveCount(0);
    await answer.getByRole("button", { name: /Buscar por/ }).click();
    await expect(page.getByTestId("search-input")).toHaveValue("qual a capital da austrália?");
    await expect(page.getByTestId("search-input")).toBeFocused();
  });

  test("an answer leads with the value asked for, and quotes the section that holds it", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("qual o tamanho do favicon?");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer.getByTestId("assistant-lead")).toContainText(/16x16/);
    await expect(answer.getByTestId("assistant-citation").first()).toHaveAttribute(
      "href",
      /^\/organizacao\/configuracoes-white-label/,
    );
    await expect(answer).not.toContainText("PostgreSQL");
  });

  test("a list after a colon travels whole with the sentence that introduces it", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("quais papéis a conta de serviço precisa no bigquery?");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer.getByTestId("assistant-lead")).toContainText(/Data Viewer.*Job User/);
    // The quote holds both roles: not a sentence that stops on its colon.
    const quoted = answer.locator("table, ul, ol").first();
    await expect(quoted).toContainText("Data Viewer");
    await expect(quoted).toContainText("Job User");
  });

  test("a table value is quoted with its row and header, in English too", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("how long does DNS propagation take?");
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer.getByTestId("assistant-lead")).toContainText("24 h");
    // The row comes with the table's header: what each value is.
    const table = answer.locator("table").first();
    expect(await table.locator("thead th").count()).toBeGreaterThanOrEqual(2);
    await expect(table.locator("tbody tr", { hasText: "24 h" })).toHaveCount(1);
  });

  test("an off-topic question is not covered, in the language it was asked in", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    const input = page.getByTestId("assistant-input");
    await input.fill("what's the weather tomorrow?");
    await input.press("Enter");
    const answer = page.getByTestId("assistant-answer").last();
    await expect(answer).toContainText("The help center does not cover this question");
    await expect(answer.getByTestId("assistant-citation")).toHaveCount(0);
    await input.fill("quanto custa o power bi pro?");
    await input.press("Enter");
    await expect(page.getByTestId("assistant-answer").last()).toContainText(
      "A central de ajuda não cobre essa pergunta",
    );
    // Kept, and open as the reader left it, on the next English page, which has only English strings
    // until it brings the Portuguese.
    await page.goto("/en/agentes-ia");
    const kept = page.getByTestId("assistant-answer").last();
    await expect(kept).toContainText("A central de ajuda não cobre essa pergunta");
    await expect(kept.locator("[lang]").first()).toHaveAttribute("lang", "pt-BR");
  });

  test("hostile input is shown as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> token';
    await page.getByTestId("assistant-input").fill(hostile);
    await page.getByTestId("assistant-input").press("Enter");
    await expect(page.getByRole("log")).toContainText(hostile);
    await expect(page.getByTestId("assistant").locator("img, script")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("fills the screen on a phone and leaves toasts visible above it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/primeiros-passos/o-que-e-a-lumi");
    await page
      .getByRole("heading", { level: 2 })
      .first()
      .getByRole("button", { name: "Copy link to this section" })
      .click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Link copied");
    await expect(toast).toBeVisible();
    // The pointer rests on the toast (Sonner pauses its timer), and the assistant opens without
    // moving it, so the toast is still there, however long the assistant takes to load.
    await toast.hover();
    await page.getByTestId("chat-trigger").dispatchEvent("click");
    await expect(page.getByTestId("assistant")).toBeVisible();
    const box = await page.getByTestId("assistant").boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    // What is on top at the toast's centre is the toast, not the assistant.
    const onTop = await toast.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return Boolean(hit && element.closest("li")?.contains(hit));
    });
    expect(onTop).toBe(true);
  });
});
