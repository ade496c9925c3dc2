import { expect, test } from "./fixtures";

test("switching language keeps the page and section, stores it, sets <html lang> and announces it", async ({
  page,
}) => {
  await page.goto("/agentes-ia/como-criar-seu-primeiro-agente");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("pt");
  const sectionId = await page.getByRole("heading", { level: 2 }).nth(1).getAttribute("id");
  await page.evaluate((id) => {
    // The next page is a new document: the announcement is kept where it survives the page load.
    window.addEventListener("language-changed", (event) =>
      sessionStorage.setItem("languageEvents", JSON.stringify([(event as CustomEvent).detail])),
    );
    document.getElementById(id!)!.scrollIntoView();
  }, sectionId);
  // A pointer click on a sticky header link makes Playwright scroll first; a reader's click does not.
  await page.getByTestId("lang-option-en").dispatchEvent("click");

  await expect(page).toHaveURL(new RegExp(`/en/agentes-ia/como-criar-seu-primeiro-agente#${sectionId}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("article-title")).toContainText("first agent");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  expect(await page.evaluate(() => sessionStorage.getItem("languageEvents"))).toBe(
    JSON.stringify([{ lang: "en" }]),
  );

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("lang-option-en")).toHaveAttribute("aria-current", "true");
  // Named by what it shows, then the language's name (WCAG 2.5.3, label in name).
  await expect(page.getByTestId("lang-option-en")).toHaveAccessibleName("en English");
  await expect(page.getByTestId("lang-option-pt")).toHaveAccessibleName("pt Português");
});

test("a stored en sends a Portuguese URL to its /en mirror before the page shows", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.goto("/portals/o-que-e-o-portals");
  await expect(page).toHaveURL(/\/en\/portals\/o-que-e-o-portals$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(seen.at(-1)).toBe("/en/portals/o-que-e-o-portals");
});

test("switching back to Portuguese stores pt and stays there across reloads", async ({ page }) => {
  await page.goto("/en/portals");
  await page.getByTestId("lang-option-pt").click();
  await expect(page).toHaveURL(/\/portals$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await page.reload();
  await expect(page).toHaveURL(/\/portals$/);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("pt");
});

test("an invalid stored value means pt", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "fr"));
  await page.goto("/agentes-ia");
  await expect(page).toHaveURL(/\/agentes-ia$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});

test("storage that throws means pt, and the page still works", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("Storage is disabled", "SecurityError");
      },
    });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/agentes-ia");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await page.getByTestId("lang-option-en").click();
  await expect(page).toHaveURL(/\/en\/agentes-ia$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(errors).toEqual([]);
});
