import type { Page } from "@playwright/test";
import { language, languages, type Lang } from "../../app/lib/languages";
import { href, htmlLang } from "../../app/lib/urls";
import { expect, test } from "./fixtures";

const article = "/agentes-ia/como-criar-seu-primeiro-agente";

/**
 * Opens the article in `from`, scrolls to its second section and picks `to` in the switch; checks the
 * reader lands on the same section of the same article in `to`, with `<html lang>` set and the
 * `language-changed` event announced (kept in sessionStorage, since the next page is a new document).
 */
async function switchLanguageAt(page: Page, from: Lang, to: Lang): Promise<void> {
  await page.goto(href(article, from));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[from]);
  const sectionId = await page.getByRole("heading", { level: 2 }).nth(1).getAttribute("id");
  await page.evaluate((id) => {
    window.addEventListener("language-changed", (event) =>
      sessionStorage.setItem("languageEvents", JSON.stringify([(event as CustomEvent).detail])),
    );
    document.getElementById(id!)!.scrollIntoView();
  }, sectionId);
  // A pointer click on a sticky header link makes Playwright scroll first; a reader's click does not.
  await page.getByTestId(`lang-option-${to}`).dispatchEvent("click");

  await expect(page).toHaveURL(new RegExp(`${href(article, to)}#${sectionId}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[to]);
  await expect(page.locator(`[id="${sectionId}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem("languageEvents"))).toBe(
    JSON.stringify([{ lang: to }]),
  );
}

/** With `lang` stored, a Portuguese address goes to its mirror in `lang` before the page shows. */
async function expectStoredChoiceRedirects(page: Page, lang: Lang): Promise<void> {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.goto("/portals/o-que-e-o-portals");
  const mirror = href("/portals/o-que-e-o-portals", lang);
  await expect(page).toHaveURL(new RegExp(`${mirror}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
  expect(seen.at(-1)).toBe(mirror);
}

test("switching language keeps the page and section, stores it, sets <html lang> and announces it", async ({
  page,
}) => {
  await page.goto(article);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("pt");
  await switchLanguageAt(page, "pt", "en");
  await expect(page.getByTestId("article-title")).toContainText("first agent");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("lang-option-en")).toHaveAttribute("aria-current", "true");
  // Named by what it shows, then the language's name (WCAG 2.5.3, label in name).
  await expect(page.getByTestId("lang-option-en")).toHaveAccessibleName("en English");
  await expect(page.getByTestId("lang-option-pt")).toHaveAccessibleName("pt Português");
});

test("a stored en sends a Portuguese URL to its /en mirror before the page shows", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await expectStoredChoiceRedirects(page, "en");
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

test("every language of the table is offered in the switch, named in its own language, and reached with the keyboard", async ({
  page,
}) => {
  await page.goto("/agentes-ia");
  const options = page.getByTestId("language-switch").getByRole("link");
  await expect(options).toHaveCount(languages.length);
  for (const lang of languages) {
    const option = page.getByTestId(`lang-option-${lang}`);
    await expect(option).toHaveAccessibleName(`${lang} ${language[lang].name}`);
    await expect(option).toHaveAttribute("href", href("/agentes-ia", lang));
  }
  await page.getByTestId("lang-option-es").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/agentes-ia$/);
  await expect(page.getByTestId("lang-option-es")).toHaveAttribute("aria-current", "true");
});

test("switching to Spanish keeps the page and section, sets <html lang> and announces es", async ({
  page,
}) => {
  await switchLanguageAt(page, "en", "es");
  await expect(page.getByTestId("article-title")).toContainText("primer agente");
});

// The stored choice is written and read by the inline early language script, which derives its
// prefixes from the language table: both of these hold once it does.
test("a page in Spanish stores es, and a stored es sends a Portuguese URL to its /es mirror before the page shows", async ({
  page,
}) => {
  await page.goto("/es/portals");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("es");
  await expectStoredChoiceRedirects(page, "es");
});
