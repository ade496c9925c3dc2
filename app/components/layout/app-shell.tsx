import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { Island } from "~/islands/island";
import ChatTrigger from "~/components/assistant/chat-trigger.island";
import SidebarOpen from "./sidebar-open.island";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { usePageT } from "~/hooks/use-page-t";

/**
 * What a route tells the shell through its `handle`: `ownSearch` when the page has its own big
 * search box (home, not-found), so the header's box does not take a row of its own above it on phones.
 */
export interface ShellHandle {
  ownSearch?: boolean;
}

/** True when the route being rendered says it has its own big search box. */
function useOwnSearch(): boolean {
  return useMatches().some((match) => (match.handle as ShellHandle | undefined)?.ownSearch === true);
}

/**
 * Header, sidebar (a column on large screens, a drawer below 1024px), main content and footer.
 * `ownSearch` is for pages rendered outside a route of their own (the root's 404 boundary).
 */
export function AppShell({ children, ownSearch }: { children: ReactNode; ownSearch?: boolean }) {
  const t = usePageT();
  const pageHasOwnSearch = useOwnSearch() || ownSearch === true;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader
        menuButton={<Island component={SidebarOpen} props={{}} hydrate="use" />}
        ownSearch={pageHasOwnSearch}
      />
      <div className="flex flex-1">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      <Island component={ChatTrigger} props={{}} hydrate="use" />
    </div>
  );
}
