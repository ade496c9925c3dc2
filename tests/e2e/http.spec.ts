// The HTTP contract, checked against both servers: the Node server (`npm run serve`, the baseURL)
// and nginx with deploy/nginx.conf over the same build.
import { expect, test } from "@playwright/test";
import { nginxAvailable, startNginx } from "../../scripts/nginx.js";

const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);
// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

test.beforeAll(async () => {
  if (!nginxAvailable())
    throw new Error(
      "nginx is not installed (Debian: apt-get install -y nginx libnginx-mod-http-brotli-static)",
    );
  nginx = await startNginx({ port: nginxPort });
});
test.afterAll(async () => {
  await nginx?.stop();
});

const servers = [
  { name: "node", base: () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}` },
  { name: "nginx", base: () => nginx!.url },
];

const securityHeaders = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

for (const server of servers) {
  test.describe(`${server.name} server`, () => {
    test("pages: 200, security headers, a CSP that allows inline scripts only by hash, revalidation", async ({
      request,
    }) => {
      for (const path of ["/", "/en", "/agentes-ia", "/en/organizacao/autenticacao/google"]) {
        const response = await request.get(server.base() + path);
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
      const first = await request.get(`${server.base()}/portals`);
      const etag = first.headers().etag!;
      const again = await request.get(`${server.base()}/portals`, { headers: { "If-None-Match": etag } });
      expect(again.status()).toBe(304);
    });

    test("fingerprinted assets are immutable and come pre-compressed by Accept-Encoding", async ({
      request,
    }) => {
      const html = await (await request.get(`${server.base()}/`)).text();
      const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)![0];
      const br = await request.get(server.base() + script, { headers: { "Accept-Encoding": "br" } });
      expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers()["content-encoding"]).toBe("br");
      const gzip = await request.get(server.base() + script, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const plain = await request.get(server.base() + script, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      expect(await plain.text()).toContain("import");
    });

    test("unknown paths get the not-found page of their language with status 404", async ({ request }) => {
      for (const [path, text] of [
        ["/nao-existe", "Página não encontrada"],
        ["/en/does-not-exist", "Page not found"],
        ["/404", "Página não encontrada"],
        ["/en/404", "Page not found"],
        ["/__spa-fallback.html", "Página não encontrada"],
      ] as const) {
        const response = await request.get(server.base() + path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(text);
        expect(response.headers()["x-frame-options"], path).toBe("SAMEORIGIN");
      }
    });

    test("GET and HEAD only; hostile paths never reach a file outside the build", async ({ request }) => {
      const post = await request.post(`${server.base()}/`);
      expect(post.status()).toBe(405);
      expect(post.headers().allow).toBe("GET, HEAD");
      expect((await request.head(`${server.base()}/en`)).status()).toBe(200);
      expect((await request.get(`${server.base()}/health`)).status()).toBe(200);
      for (const path of [
        "/%E0%A4%A",
        "/../package.json",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/..%2f..%2fpackage.json",
        "/%00",
      ]) {
        const response = await request.get(server.base() + path);
        expect([400, 404], path).toContain(response.status());
        const body = await response.text();
        expect(body, path).not.toContain("lumi-help-centre");
        expect(body, path).not.toContain("root:x:0:0");
      }
    });

    test("machine-readable files: sitemap with alternates, robots, llms.txt and Markdown articles", async ({
      request,
    }) => {
      const sitemap = await (await request.get(`${server.base()}/sitemap.xml`)).text();
      expect(sitemap.match(/<url>/g)).toHaveLength(74);
      expect(sitemap).toContain('hreflang="x-default"');
      expect(await (await request.get(`${server.base()}/robots.txt`)).text()).toContain("Sitemap:");
      for (const [path, title] of [
        ["/llms.txt", "Central de Ajuda"],
        ["/en/llms.txt", "Help Center"],
      ]) {
        const llms = await (await request.get(server.base() + path)).text();
        expect(llms).toContain(title);
        expect(llms.match(/^- \[/gm)).toHaveLength(28);
      }
      const markdown = await request.get(`${server.base()}/en/organizacao/autenticacao/google.md`);
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()["content-type"]).toContain("text/markdown");
      const text = await markdown.text();
      expect(text).toMatch(/^# Set up Google sign-in/);
      expect(text).toContain("/v1/auth/google/callback");
      expect(text).not.toMatch(/<\/?(Callout|Copy|Product|Tabs?)\b/);
    });
  });
}
