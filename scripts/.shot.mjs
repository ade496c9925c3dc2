import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [name, path, width, scheme] of JSON.parse(process.argv[2])) {
  const p = await b.newPage({ viewport: { width, height: 900 }, colorScheme: scheme ?? "light" });
  await p.goto("http://127.0.0.1:4300" + path);
  await p.waitForSelector("html[data-hydrated]");
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
  await p.close();
}
await b.close();
