import { expect, test } from "./fixtures";

for (const [path, heading, back, home] of [
  ["/nao-existe", "Ops! Página não encontrada", "Voltar para o início", "/"],
  ["/en/does/not/exist", "Oops! Page not found", "Return to Home", "/en"],
] as const) {
  test(`${path} answers 404 with the not-found page in its language`, async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId("not-found");
    await expect(notFound).toContainText("404");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect.poll(() => messages.some((message) => message.includes(path))).toBe(true);
    await notFound.getByRole("link", { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`${home.replace("/", "\\/")}$`));
  });
}

test("pages that exist only as the not-found page's files still answer 404", async ({ request }) => {
  for (const path of ["/404", "/en/404", "/__spa-fallback.html"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the server answers /health and never serves files outside the build", async ({ request }) => {
  expect((await request.get("/health")).status()).toBe(200);
  for (const path of [
    "/../package.json",
    "/%2e%2e/package.json",
    "/assets/%2e%2e/%2e%2e/server/app.js",
    "/%E0%A4%A",
  ]) {
    const response = await request.get(path);
    expect([400, 404], path).toContain(response.status());
    expect(await response.text(), path).not.toContain('"name": "lumi-help-centre"');
  }
  expect((await request.post("/")).status()).toBe(405);
});
