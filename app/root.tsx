import { lazy, Suspense, useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "~/components/layout/app-shell";
import { LazyToaster } from "~/components/layout/lazy-toaster";
import { earlyLanguageScript, htmlLang, langFromPath, languageChangedEvent, storeLang } from "~/lib/i18n";
import { t } from "~/lib/messages";
import { earlyPageScript, replayEarlyClicks } from "~/lib/early-page";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [
  // `precedence` lets React put the stylesheet ahead of the module preloads it hoists into <head>,
  // so the CSS that blocks the first paint is requested first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        {/* Before anything paints: a stored English choice moves a Portuguese URL to /en. */}
        <script dangerouslySetInnerHTML={{ __html: earlyLanguageScript }} />
        {/* Storage that throws, the sidebar's remembered state, buttons pressed before hydration. */}
        <script dangerouslySetInnerHTML={{ __html: earlyPageScript }} />
        <Meta />
        <Links />
      </head>
      <body className="bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Remembers the page's language and announces a change of it to anyone listening. */
function useLanguageMemory() {
  const lang = langFromPath(useLocation().pathname);
  const previous = useRef(lang);
  useEffect(() => {
    storeLang(() => window.localStorage, lang);
    if (previous.current !== lang) {
      previous.current = lang;
      window.dispatchEvent(new CustomEvent(languageChangedEvent, { detail: { lang } }));
    }
  }, [lang]);
}

/**
 * Once React has hydrated the page: marks the document (browser tests wait for it) and presses the
 * buttons the reader pressed before, in order (see early-page.ts).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyClicks();
  }, []);
}

export default function App() {
  useLanguageMemory();
  useHydratedMark();
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <LazyToaster />
    </>
  );
}

// Unknown paths have their own route (routes/not-found.tsx); this covers a 404 thrown while
// rendering, which never happens on the first load of a page, so its code stays off that load.
const NotFound = lazy(() =>
  import("~/components/not-found").then((module) => ({ default: module.NotFound })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langFromPath(useLocation().pathname);
  useHydratedMark();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppShell>
        <Suspense>
          <NotFound />
        </Suspense>
      </AppShell>
    );
  }
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t(lang, "errorTitle")}</title>
      <h1 className="text-2xl font-bold">{t(lang, "errorTitle")}</h1>
      <p className="text-muted-foreground">{t(lang, "errorText")}</p>
      <Link
        to={lang === "en" ? "/en" : "/"}
        reloadDocument
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
      >
        {t(lang, "backHome")}
      </Link>
    </main>
  );
}
