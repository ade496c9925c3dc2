import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// The day comes from the article's frontmatter (`reviewed`), written in each language's date format.
const source = readFileSync("content/pt/qualidade/como-criar-um-bom-prompt.mdx", "utf8");
const reviewed = /^reviewed: (\d{4}-\d{2}-\d{2})$/m.exec(source)![1]!;
const [year, month, day] = reviewed.split("-").map(Number) as [number, number, number];
const months = {
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

for (const [path, text] of [
  ["/qualidade/como-criar-um-bom-prompt", `Atualizado em ${day} de ${months.pt[month - 1]} de ${year}`],
  ["/en/qualidade/como-criar-um-bom-prompt", `Last updated ${months.en[month - 1]} ${day}, ${year}`],
] as const) {
  test(`${path} says when it was last updated, in its language's date format`, async ({ page }) => {
    await page.goto(path);
    const updated = page.getByTestId("article-updated");
    await expect(updated).toHaveText(text);
    await expect(updated.locator("time")).toHaveAttribute("datetime", reviewed);
  });
}
