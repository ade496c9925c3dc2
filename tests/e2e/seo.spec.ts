import { expect, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { routes } from "./routes";

test("every page names its canonical URL, its twin in the other language both ways, and Open Graph tags", async ({
  request,
}) => {
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    const pt = path.startsWith("/en") ? path.slice(3) || "/" : path;
    const en = pt === "/" ? "/en" : `/en${pt}`;
    expect(html, path).toContain(`<link rel="canonical" href="${brand.siteUrl}${path}"/>`);
    expect(html, path).toContain(`<link rel="alternate" hrefLang="pt-BR" href="${brand.siteUrl}${pt}"/>`);
    expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${brand.siteUrl}${en}"/>`);
    expect(html, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${brand.siteUrl}${pt}"/>`);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toContain(`<meta property="og:url" content="${brand.siteUrl}${path}"/>`);
  }
});
