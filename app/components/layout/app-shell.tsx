import type { ReactNode } from "react";
import { Island } from "~/islands/island";
import ChatTrigger from "~/components/assistant/chat-trigger.island";
import SidebarOpen from "./sidebar-open.island";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { usePageT } from "~/hooks/use-page-t";

/**
 * Header, sidebar (a column on large screens, a drawer below 1024px), main content and footer.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const t = usePageT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader menuButton={<Island component={SidebarOpen} props={{}} hydrate="use" />} />
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
