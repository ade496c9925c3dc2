import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A section is a <details> whose <summary> carries the test id: its `open` is the state. */
async function expectOpen(summary: Locator, open: boolean) {
  await expect(summary.locator("xpath=..")).toHaveJSProperty("open", open);
}

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the current page's section is open and its link is marked current", async ({ page }) => {
    await page.goto("/en/organizacao/autenticacao/google");
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toBeVisible();
    await expectOpen(page.getByTestId("sidebar-section-organizacao"), true);
    await expectOpen(page.getByTestId("sidebar-section-portals"), false);
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/en/organizacao/autenticacao/google");
  });

  test("sections toggle, and one button expands or collapses them all", async ({ page }) => {
    await page.goto("/");
    const section = page.getByTestId("sidebar-section-portals");
    await expectOpen(section, false);
    await section.click();
    await expectOpen(section, true);
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "O que é o Portals" })).toBeVisible();
    await section.click();
    await expectOpen(section, false);

    const all = page.getByTestId("sidebar-toggle-all");
    await all.click();
    for (const toggle of await page.locator('[data-testid^="sidebar-section-"]').all()) {
      await expectOpen(toggle, true);
    }
    await expect(all).toHaveText(/Recolher tudo/);
    await all.click();
    for (const toggle of await page.locator('[data-testid^="sidebar-section-"]').all()) {
      await expectOpen(toggle, false);
    }
  });

  test("the sidebar closes and a floating button reopens it; closed, it stays closed for the session", async ({
    page,
  }) => {
    await page.goto("/en/agentes-ia");
    await expect(page.getByTestId("sidebar-open")).toBeHidden();
    await page.getByTestId("sidebar-close").click();
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await expect(page.getByTestId("sidebar-open")).toBeVisible();
    await expect(page.getByTestId("sidebar-open")).toBeFocused();

    // A reload and a full page load elsewhere: still closed, already when the HTML is parsed
    // (before any of the app's code has run), and after.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const sidebar = document.getElementById("sidebar");
        (window as { sidebarAtParse?: string }).sidebarAtParse = sidebar
          ? getComputedStyle(sidebar).display
          : "missing";
      });
    });
    for (const path of ["/en/agentes-ia", "/portals"]) {
      await page.goto(path);
      expect(await page.evaluate(() => (window as { sidebarAtParse?: string }).sidebarAtParse)).toBe("none");
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await expect(page.getByTestId("sidebar-open")).toBeVisible();
    }

    await page.getByTestId("sidebar-open").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();
    await expect(page.getByTestId("sidebar-open")).toBeHidden();
    await page.reload();
    await expect(page.getByTestId("sidebar")).toBeVisible();
  });

  test("following a sidebar link navigates in the same language", async ({ page }) => {
    await page.goto("/en/agentes-ia");
    await page.getByTestId("sidebar").getByRole("link", { name: "What is an AI agent" }).click();
    await expect(page).toHaveURL(/\/en\/agentes-ia\/o-que-e-um-agente-de-ia$/);
    await expect(page.getByTestId("article-title")).toBeVisible();
  });
});

test.describe("under 1024px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is a drawer: closed at first, opened by the floating button, closed by Escape", async ({
    page,
  }) => {
    await page.goto("/organizacao");
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByTestId("sidebar-open").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();
    await expectOpen(page.getByTestId("sidebar-section-organizacao"), true);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByTestId("sidebar-open").click();
    await page
      .getByTestId("sidebar")
      .getByRole("link", { name: "Contas de serviço e tokens de API" })
      .click();
    await expect(page).toHaveURL(/\/organizacao\/contas-de-servico$/);
    await expect(page.getByTestId("sidebar")).toBeHidden();
  });
});
