// The HTTP contract, checked against both servers: the Node server (`npm run serve`, the baseURL)
// and nginx with deploy/nginx.conf over the same build (tests/e2e/servers.ts).
import { inlineScriptHashes as scriptHashes } from "../../pipeline/csp";
import { expect, test } from "@playwright/test";
import { languages } from "../../app/lib/languages";
import { tp } from "../../app/lib/page-messages";
import { href } from "../../app/lib/urls";
import { registry, routes } from "./routes";
import { servers } from "./servers";
import { searchEntryFileName } from "../../pipeline/search-entry-name";

const securityHeaders = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * The encoding a server picks among those a client takes: the Node server sends the build's brotli
 * copies, nginx only its gzip ones (deploy/nginx.conf says why).
 */
const brotli = (name: string) => (name === "nginx" ? undefined : "br");

for (const server of servers) {
  test.describe(`${server.name} server`, () => {
    test("pages: 200, security headers, a CSP that allows inline scripts only by hash, revalidation", async ({
      request,
    }) => {
      for (const path of ["/", "/en", "/agentes-ia", "/en/organizacao/autenticacao/google"]) {
        const response = await request.get(server.base + path);
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        for (const [name, value] of Object.entries(securityHeaders))
          expect(headers[name], `${path} ${name}`).toBe(value);
        const csp = headers["content-security-policy"]!;
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
        expect(csp).not.toContain("unsafe-eval");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(headers["cache-control"]).toBe("no-cache");
        expect(headers.etag ?? headers["last-modified"], `${path} can be revalidated`).toBeTruthy();
      }
    });

    test("a page's validator answers 304", async ({ request }) => {
      const first = await request.get(`${server.base}/portals`);
      const etag = first.headers().etag!;
      const again = await request.get(`${server.base}/portals`, { headers: { "If-None-Match": etag } });
      expect(again.status()).toBe(304);
    });

    test("fingerprinted assets are immutable and come pre-compressed by Accept-Encoding", async ({
      request,
    }) => {
      const html = await (await request.get(`${server.base}/`)).text();
      const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)![0];
      const br = await request.get(server.base + script, { headers: { "Accept-Encoding": "br" } });
      expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers()["content-encoding"]).toBe(brotli(server.name));
      const gzip = await request.get(server.base + script, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const plain = await request.get(server.base + script, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      expect(await plain.text()).toContain("import");
    });

    test("a language's search entry keeps its name and is revalidated, not cached for good", async ({
      request,
    }) => {
      for (const lang of languages) {
        const url = `${server.base}/${searchEntryFileName(lang)}`;
        const first = await request.get(url);
        expect(first.status(), url).toBe(200);
        expect(first.headers()["cache-control"], url).toBe("no-cache");
        const etag = first.headers().etag!;
        expect(etag, url).toBeTruthy();
        const again = await request.get(url, { headers: { "If-None-Match": etag } });
        expect(again.status(), url).toBe(304);
      }
    });

    test("unknown paths get the not-found page of their language with status 404", async ({ request }) => {
      for (const [path, text] of [
        ["/nao-existe", "Página não encontrada"],
        ["/en/does-not-exist", "Page not found"],
        ["/404", "Página não encontrada"],
        ["/en/404", "Page not found"],
        ["/__spa-fallback.html", "Página não encontrada"],
        // Every language of the table, by its prefix: a page under it that does not exist, its
        // not-found page's own URL, and the prefix's unknown folder with a trailing slash.
        ...languages.flatMap((lang) =>
          ["/no/such/page", "/404", "/no-such/"].map(
            (route) => [href(route, lang), tp(lang, "notFoundTitle")] as const,
          ),
        ),
      ] as const) {
        const response = await request.get(server.base + path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(text);
        expect(response.headers()["x-frame-options"], path).toBe("SAMEORIGIN");
      }
    });

    test("GET and HEAD only; hostile paths never reach a file outside the build", async ({ request }) => {
      const post = await request.post(`${server.base}/`);
      expect(post.status()).toBe(405);
      expect(post.headers().allow).toBe("GET, HEAD");
      expect((await request.head(`${server.base}/en`)).status()).toBe(200);
      expect((await request.get(`${server.base}/health`)).status()).toBe(200);
      for (const path of [
        "/%E0%A4%A",
        "/../package.json",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/..%2f..%2fpackage.json",
        "/%00",
      ]) {
        const response = await request.get(server.base + path);
        expect([400, 404], path).toContain(response.status());
        const body = await response.text();
        expect(body, path).not.toContain("lumi-help-centre");
        expect(body, path).not.toContain("root:x:0:0");
      }
    });

    test("machine-readable files: sitemap with alternates, robots, llms.txt and Markdown articles", async ({
      request,
    }) => {
      const sitemap = await (await request.get(`${server.base}/sitemap.xml`)).text();
      // Every route in every language, from the content, so a new article breaks no test.
      expect(sitemap.match(/<url>/g)).toHaveLength(routes.length);
      expect(sitemap).toContain('hreflang="x-default"');
      expect(await (await request.get(`${server.base}/robots.txt`)).text()).toContain("Sitemap:");
      for (const [path, title] of [
        ["/llms.txt", "Central de Ajuda"],
        ["/en/llms.txt", "Help Center"],
      ]) {
        const llms = await (await request.get(server.base + path)).text();
        expect(llms).toContain(title);
        expect(llms.match(/^- \[.*\.md\):/gm)).toHaveLength(registry.articles.length);
      }
      const markdown = await request.get(`${server.base}/en/organizacao/autenticacao/google.md`);
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()["content-type"]).toContain("text/markdown");
      const text = await markdown.text();
      expect(text).toMatch(/^# Set up Google sign-in/);
      expect(text).toContain("/v1/auth/google/callback");
      expect(text).not.toMatch(/<\/?(Callout|Copy|Product|Tabs?)\b/);
    });

    test("the llms-full files hold every article of their language, and none of another's: one per category, each under 1 MB", async ({
      request,
    }) => {
      const maxBytes = 1024 * 1024;
      const folders = languages.map((lang) => href("/", lang).replace(/\/?$/, "/"));
      // Each language's articles as its llms.txt lists them (title, page URL: the link without .md),
      // and the llms-full files it links.
      const indexes = await Promise.all(
        folders.map(async (folder) => {
          const index = await (await request.get(`${server.base}${folder}llms.txt`)).text();
          const links = [...index.matchAll(/\]\((https?:\/\/[^)]+?(\/llms-full(?:\/[^)]+)?\.txt))\)/g)];
          return {
            articles: [...index.matchAll(/^- \[(.+)\]\((.+)\.md\):/gm)].map(([, title, url]) => ({
              title,
              url,
            })),
            // The path of each file, from the link's URL.
            files: links.map((match) => new URL(match[1]!).pathname),
          };
        }),
      );
      /** Fetches an llms-full file: 200, plain text, under the size; its articles' URLs. */
      const read = async (path: string) => {
        const response = await request.get(server.base + path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toContain("text/plain");
        const body = await response.body();
        expect(body.length, path).toBeLessThan(maxBytes);
        const text = body.toString("utf8");
        return { text, urls: [...text.matchAll(/^URL: (.+)$/gm)].map((match) => match[1]!) };
      };
      const texts = new Map<string, string>();
      for (const [index, folder] of folders.entries()) {
        const { articles: own, files } = indexes[index]!;
        expect(own.length, folder).toBe(registry.articles.length);
        const others = indexes.filter((_, position) => position !== index).flatMap((other) => other.articles);
        // Every category has its file (or numbered parts), and together they hold each article once,
        // in the file of its own category.
        const seen: string[] = [];
        let everything = "";
        for (const category of registry.categories) {
          const parts = files.filter((path) =>
            new RegExp(`^${folder}llms-full/${category.id}(?:\\.\\d+)?\\.txt$`).test(path),
          );
          expect(parts.length, `${folder} ${category.id}`).toBeGreaterThan(0);
          const inCategory = registry.articles.filter((article) => article.categoryId === category.id);
          const urls: string[] = [];
          for (const path of parts) {
            const { text, urls: held } = await read(path);
            expect(text.startsWith(`# ${tp(languages[index]!, "siteName")}`), path).toBe(true);
            urls.push(...held);
            everything += text;
          }
          expect(urls.length, category.id).toBe(inCategory.length);
          seen.push(...urls);
        }
        expect(new Set(seen), folder).toEqual(new Set(own.map((article) => article.url)));
        expect(seen.length, folder).toBe(own.length);
        for (const { title, url } of own) expect(everything, url).toContain(`# ${title}\n\nURL: ${url}\n`);
        for (const other of others) expect(seen, folder).not.toContain(other.url);
        // The articles' own Markdown, not only their titles.
        expect(everything.length, folder).toBeGreaterThan(own.length * 1000);
        texts.set(folder, everything);

        // The whole language in one file: linked and written only while it stays under the size.
        const wholePath = `${folder}llms-full.txt`;
        if (files.includes(wholePath)) {
          const { text, urls } = await read(wholePath);
          expect(new Set(urls), folder).toEqual(new Set(own.map((article) => article.url)));
          for (const { title, url } of own) expect(text, url).toContain(`# ${title}\n\nURL: ${url}\n`);
        } else {
          expect((await request.get(server.base + wholePath)).status(), wholePath).toBe(404);
        }
      }
      // An English article's setup step.
      expect(texts.get("/en/")).toContain("/v1/auth/google/callback");
    });
  });
}

test("both servers send every page the same policy, the one built for it, which allows exactly its inline scripts", async ({
  request,
}) => {
  const paths = [...routes, "/busca", "/en/busca", "/nao-existe", "/en/nao-existe"];
  for (const path of paths) {
    const [node, nginx] = await Promise.all(servers.map((server) => request.get(server.base + path)));
    const policy = node!.headers()["content-security-policy"]!;
    expect(nginx!.headers()["content-security-policy"], path).toBe(policy);
    const allowed = policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
    expect([...allowed].sort(), path).toEqual([...new Set(inlineScriptHashes(await node!.text()))].sort());
  }
});

/** sha256 hashes of a page's inline scripts (not its data blocks), as CSP sources: the page's own policy allows each. */
function inlineScriptHashes(html: string): string[] {
  return scriptHashes(html).map((hash) => `'${hash}'`);
}

for (const server of servers) {
  test.describe(`${server.name} server: every answer that stands for a page`, () => {
    test("200, HEAD, 304 and 404 carry the page's own policy and caching headers", async ({ request }) => {
      for (const path of ["/organizacao", "/en/agentes-ia", "/", "/en"]) {
        for (const encoding of ["br", "gzip", "identity"]) {
          const headers = { "Accept-Encoding": encoding };
          const page = await request.get(server.base + path, { headers });
          expect(page.status(), path).toBe(200);
          const policy = page.headers()["content-security-policy"]!;
          const hashes = inlineScriptHashes(await page.text());
          expect(hashes.length, `${path} has inline scripts`).toBeGreaterThan(0);
          for (const hash of hashes)
            expect(policy, `${path} allows its inline script ${hash}`).toContain(hash);
          const etag = page.headers().etag!;
          expect(etag, `${path} ${encoding} has an ETag`).toBeTruthy();

          const head = await request.head(server.base + path, { headers });
          expect(head.status()).toBe(200);
          expect(head.headers()["content-security-policy"]).toBe(policy);
          expect(head.headers()["cache-control"]).toBe("no-cache");

          const revalidated = await request.get(server.base + path, {
            headers: { ...headers, "If-None-Match": etag },
          });
          expect(revalidated.headers()["content-security-policy"], `${path} 304 policy`).toBe(policy);
          expect(revalidated.headers()["cache-control"], `${path} 304 caching`).toBe("no-cache");
          expect(revalidated.headers()["x-frame-options"]).toBe("SAMEORIGIN");
          expect(revalidated.status(), `${path} ${encoding} revalidates`).toBe(304);
          expect(revalidated.headers().etag, `${path} 304 ETag`).toBe(etag);
        }
      }
      for (const [path, text] of [
        ["/nao-existe", "Página não encontrada"],
        ["/en/does-not-exist", "Page not found"],
      ] as const) {
        const missing = await request.get(server.base + path);
        expect(missing.status()).toBe(404);
        const html = await missing.text();
        expect(html).toContain(text);
        const policy = missing.headers()["content-security-policy"]!;
        for (const hash of inlineScriptHashes(html)) expect(policy, `${path} allows ${hash}`).toContain(hash);
        expect(missing.headers()["cache-control"]).toBe("no-cache");
        const head = await request.head(server.base + path);
        expect(head.status()).toBe(404);
        expect(head.headers()["content-security-policy"]).toBe(policy);
      }
    });

    test("one URL per page: a trailing slash or /index.html moves to it, keeping the query", async ({
      request,
    }) => {
      for (const [path, location] of [
        ["/agentes-ia/", "/agentes-ia"],
        ["/agentes-ia/?q=1&b=2", "/agentes-ia?q=1&b=2"],
        ["/en/", "/en"],
        ["/en/agentes-ia/", "/en/agentes-ia"],
        ["/en/organizacao/autenticacao/google/", "/en/organizacao/autenticacao/google"],
        ["/agentes-ia/index.html", "/agentes-ia"],
        ["/en/index.html", "/en"],
        ["/index.html", "/"],
        ["/index.html?x=1", "/?x=1"],
      ] as const) {
        const response = await request.get(server.base + path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(
          new URL(response.headers().location!, server.base).pathname +
            new URL(response.headers().location!, server.base).search,
          path,
        ).toBe(location);
        expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      }
      expect((await request.get(`${server.base}/`, { maxRedirects: 0 })).status()).toBe(200);
    });

    test("paths are case-sensitive, and what is not a page is the not-found page with status 404", async ({
      request,
    }) => {
      for (const [path, text, policyOf] of [
        ["/AGENTES-IA", "Página não encontrada", "/404"],
        ["/en/AGENTES-IA", "Page not found", "/en/404"],
        ["/Agentes-IA/Como-Criar-Seu-Primeiro-Agente", "Página não encontrada", "/404"],
        ["/index", "Página não encontrada", "/404"],
        ["/en/index", "Page not found", "/en/404"],
        ["/404", "Página não encontrada", "/404"],
        ["/404/", "Página não encontrada", "/404"],
        ["/404/index", "Página não encontrada", "/404"],
        ["/404/index.html", "Página não encontrada", "/404"],
        ["/en/404", "Page not found", "/en/404"],
        ["/en/404/index.html", "Page not found", "/en/404"],
        ["/__spa-fallback", "Página não encontrada", "/404"],
        ["/__spa-fallback.html", "Página não encontrada", "/404"],
        ["/assets/", "Página não encontrada", "/404"],
        ["/assets", "Página não encontrada", "/404"],
      ] as const) {
        const response = await request.get(server.base + path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain(text);
        expect(html, path).toContain('data-testid="not-found"');
        const policy = response.headers()["content-security-policy"]!;
        const hashes = inlineScriptHashes(html);
        expect(hashes.length).toBeGreaterThan(0);
        for (const hash of hashes) expect(policy, `${path} (the ${policyOf} page's policy)`).toContain(hash);
      }
    });

    test("other real files are served as they are; client routing's data files are not built", async ({
      request,
    }) => {
      for (const path of ["/agentes-ia.data", "/en.data", "/_root.data"]) {
        expect((await request.get(server.base + path, { maxRedirects: 0 })).status(), path).toBe(404);
      }
      for (const [path, type] of [
        ["/agentes-ia/como-criar-seu-primeiro-agente.md", "text/markdown"],
        ["/sitemap.xml", "xml"],
        ["/robots.txt", "text/plain"],
        ["/en/llms.txt", "text/plain"],
        ["/en/llms-full/agentes-ia.txt", "text/plain"],
        ["/favicon.svg", "image/svg+xml"],
      ] as const) {
        const response = await request.get(server.base + path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toContain(type);
        expect(response.headers()["cache-control"], path).toBe("no-cache");
      }
    });
  });

  test.describe(`${server.name} server: ranges and encodings`, () => {
    test("Range: one byte, a huge end, inverted, overlapping and many ranges get a quick, consistent answer", async ({
      request,
    }) => {
      const url = `${server.base}/llms.txt`;
      const whole = await (await request.get(url, { headers: { "Accept-Encoding": "identity" } })).body();
      const size = whole.length;
      const ask = (range: string) =>
        request.get(url, { headers: { Range: range, "Accept-Encoding": "identity" }, timeout: 20_000 });

      const one = await ask("bytes=0-0");
      expect(one.status()).toBe(206);
      expect(one.headers()["content-range"]).toBe(`bytes 0-0/${size}`);
      expect((await one.body()).length).toBe(1);

      const tail = await ask("bytes=-10");
      expect(tail.status()).toBe(206);
      expect(tail.headers()["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(await tail.body()).toEqual(whole.subarray(size - 10));

      // A number past 2^64: either the rest of the file or "not satisfiable", at once.
      const huge = await ask("bytes=0-99999999999999999999");
      expect([206, 416]).toContain(huge.status());
      if (huge.status() === 206) {
        expect(huge.headers()["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
        expect((await huge.body()).length).toBe(size);
      } else expect(huge.headers()["content-range"]).toBe(`bytes */${size}`);

      for (const range of ["bytes=5-1", `bytes=${size}-`, `bytes=${size + 100}-${size + 200}`]) {
        const response = await ask(range);
        expect(response.status(), range).toBe(416);
        expect(response.headers()["content-range"], range).toBe(`bytes */${size}`);
      }

      // Overlapping or many ranges: one merged range, a multipart answer, or the whole file.
      for (const range of [
        "bytes=0-5,3-8",
        `bytes=${Array.from({ length: 200 }, (_, index) => `${index * 3}-${index * 3 + 1}`).join(",")}`,
        `bytes=${Array.from({ length: 50 }, () => "0-").join(",")}`,
      ]) {
        const response = await ask(range);
        expect([200, 206, 416], range.slice(0, 40)).toContain(response.status());
        const body = await response.body();
        if (response.status() === 200) expect(body.length).toBe(size);
        if (response.status() === 206) {
          const single = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers()["content-range"] ?? "");
          if (single) {
            expect(Number(single[3])).toBe(size);
            expect(body).toEqual(whole.subarray(Number(single[1]), Number(single[2]) + 1));
          } else expect(response.headers()["content-type"]).toContain("multipart/byteranges");
        }
      }
      expect((await request.get(`${server.base}/health`)).status()).toBe(200);
    });

    test("Accept-Encoding: q-values and identity are honoured, and negotiated answers say Vary", async ({
      request,
    }) => {
      const html = await (await request.get(`${server.base}/`)).text();
      const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)![0];
      for (const path of [script, "/agentes-ia", "/sitemap.xml"]) {
        // A coding with q=0 is never sent; between two acceptable ones, the heavier.
        const br = brotli(server.name) ?? "gzip";
        for (const [accept, expected] of [
          ["br", brotli(server.name)],
          ["gzip", "gzip"],
          ["br, gzip", br],
          ["gzip, br", br],
          ["br;q=0, gzip", "gzip"],
          ["br;q=0.5, gzip;q=0.9", "gzip"],
          ["gzip;q=0.1, br;q=0.2", br],
          ["br;q=0, gzip;q=0", undefined],
          ["gzip;q=0, br;q=0, identity", undefined],
          ["identity", undefined],
          ["*;q=0, identity", undefined],
          ["", undefined],
        ] as const) {
          const response = await request.get(server.base + path, { headers: { "Accept-Encoding": accept } });
          expect(response.status(), `${path} ${accept}`).toBe(200);
          expect(response.headers()["content-encoding"], `${path} "${accept}"`).toBe(expected);
          expect(response.headers().vary ?? "", `${path} "${accept}" says Vary`).toMatch(/accept-encoding/i);
        }
      }
    });
  });
}
