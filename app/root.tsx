import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext,
  useLocation,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "~/components/layout/app-shell";
import { NotFound } from "~/components/not-found";
import { PageContext } from "~/hooks/use-lang";
import { href, htmlLang } from "~/lib/urls";
import { openSearchHref } from "~/lib/seo";
import { tp } from "~/lib/page-messages";
import { pageLocation } from "~/lib/page-location";
import { earlyLanguageScript, earlyPageScript, loadEntryScript } from "virtual:early-scripts";
import { entryAttribute } from "~/early/markup";
import { StructuredData } from "~/components/layout/structured-data";
import { webSite } from "~/lib/structured-data";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The browser's entry script (app/entry.client.ts). React Router's own `<Scripts/>` would load the
 * router and hydrate the whole page; the pages are pre-rendered HTML and only their islands run
 * (app/islands/). The framework's manifest is the one place the entry's built file name is known;
 * it is read here, at build time only.
 */
function EntryScript() {
  const framework = useContext(UNSAFE_FrameworkContext);
  // React Router also renders a single-page-app fallback with `ssr: false`, and refuses to finish
  // the build unless it holds the router's scripts. That file is never served (the server sends the
  // not-found page for unknown paths); pipeline/postbuild.ts deletes it.
  if (framework?.isSpaMode) return <Scripts />;
  const entry = framework?.manifest.entry.module;
  if (!entry) throw new Error("The build's manifest names no browser entry (app/entry.client.ts)");
  // Requested after the first paint (app/early/load-entry.ts); the script reads the file from its
  // own attribute, so its text, and so its hash in the page's policy, is the same in every build.
  return <script {...{ [entryAttribute]: entry }} dangerouslySetInnerHTML={{ __html: loadEntryScript }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const page = pageLocation(pathname);
  return (
    <html lang={htmlLang[page.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        {/* Before anything paints: the URL in the stored language, in lower case (app/early/language.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyLanguageScript }} />
        {/* Storage that throws, the theme, the sidebar's state, clicks before islands wake (app/early/page.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyPageScript }} />
        <Meta />
        <Links />
        <link
          rel="search"
          type="application/opensearchdescription+xml"
          title={tp(page.lang, "openSearchName")}
          href={openSearchHref(page.lang)}
        />
        <StructuredData nodes={[webSite(page.lang)]} />
      </head>
      <body className="bg-background text-foreground antialiased">
        <PageContext value={page}>{children}</PageContext>
        {/* What a control whose code failed to load says in its place (app/islands/boot.ts). */}
        <template id="lumi-island-failed">
          <span data-island-failed="" role="alert" className="island-failed">
            {tp(page.lang, "islandFailed")} <a href={pathname}>{tp(page.lang, "reloadPage")}</a>
          </span>
        </template>
        <EntryScript />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

// Unknown paths have their own route (routes/not-found.tsx); this covers a 404 thrown while
// rendering a page at build time.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = pageLocation(useLocation().pathname).lang;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppShell>
        <NotFound />
      </AppShell>
    );
  }
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{tp(lang, "errorTitle")}</title>
      <h1 className="text-2xl font-bold">{tp(lang, "errorTitle")}</h1>
      <p className="text-muted-foreground">{tp(lang, "errorText")}</p>
      <a
        href={href("/", lang)}
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
      >
        {tp(lang, "backHome")}
      </a>
    </main>
  );
}
