import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const mainPages = [
  "/",
  "/agentes-ia",
  "/primeiros-passos/o-que-e-a-lumi",
  "/en",
  "/en/agentes-ia",
  "/en/primeiros-passos/o-que-e-a-lumi",
];

for (const path of mainPages) {
  test(`${path} loads without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path, { waitUntil: "networkidle" });
    expect(errors).toEqual([]);
  });

  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}

test("the open search panel has no axe violations", async ({ page }) => {
  await page.goto("/en");
  await page.getByTestId("search-input").fill("token");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  await page.getByTestId("search-input").press("ArrowDown");
  const results = await new AxeBuilder({ page })
    .include('[role="search"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
});

test("the open assistant with an answer has no axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("chat-trigger").click();
  await page.getByTestId("assistant-starter").nth(1).click();
  await expect(page.getByTestId("assistant-answer")).toHaveCount(1);
  await expect(page.getByTestId("assistant-answer")).not.toContainText("Procurando");
  const results = await new AxeBuilder({ page })
    .include('[data-testid="assistant"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
});
