import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useLocation } from "react-router";
import { useT } from "~/hooks/use-lang";
import { WithTooltip } from "~/components/ui/tooltip";
import { ChatTrigger } from "~/components/assistant/chat-trigger";
import { sidebarStorageKey } from "~/lib/early-page";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const desktopQuery = "(min-width: 1024px)";

/**
 * Remembers for the session that the reader closed the sidebar on a large screen. The attribute on
 * <html> is what the early page script sets before the first paint, and what the CSS reads.
 */
function rememberDesktopSidebar(open: boolean) {
  const root = document.documentElement;
  if (open) root.removeAttribute("data-sidebar");
  else root.setAttribute("data-sidebar", "closed");
  try {
    if (open) window.sessionStorage.removeItem(sidebarStorageKey);
    else window.sessionStorage.setItem(sidebarStorageKey, "closed");
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** Header, sidebar (a column on large screens, a drawer below 1024px), main content and footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);

  // The page was painted with the sidebar the reader left closed (see early-page.ts): agree with it.
  useEffect(() => {
    if (document.documentElement.dataset.sidebar === "closed") setDesktopOpen(false);
  }, []);

  // The drawer closes when the reader follows a link in it.
  useEffect(() => setMobileOpen(false), [pathname]);

  const close = useCallback(() => {
    if (window.matchMedia(desktopQuery).matches) {
      setDesktopOpen(false);
      rememberDesktopSidebar(false);
    } else setMobileOpen(false);
    // The floating button is shown by this state change; focus it once it is on screen.
    requestAnimationFrame(() => document.getElementById("sidebar-open")?.focus({ preventScroll: true }));
  }, []);

  const open = () => {
    if (window.matchMedia(desktopQuery).matches) {
      setDesktopOpen(true);
      rememberDesktopSidebar(true);
    } else setMobileOpen(true);
    // Move focus into the navigation once it is shown.
    requestAnimationFrame(() => document.querySelector<HTMLElement>("#sidebar button")?.focus());
  };

  // Escape closes the drawer, as it would any dialog-like panel.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mobileOpen, close]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader
        menuButton={
          // One button: the menu button in the header below 1024 px (the sidebar is a drawer there),
          // and above it a floating button that reopens the sidebar once the reader has closed it.
          <WithTooltip label={t("sidebarOpen")} side="right">
            <button
              id="sidebar-open"
              type="button"
              data-testid="sidebar-open"
              aria-label={t("sidebarOpen")}
              aria-controls="sidebar"
              aria-expanded={false}
              onClick={open}
              className={
                "size-9 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring " +
                "lg:fixed lg:bottom-5 lg:left-5 lg:z-30 lg:size-12 lg:rounded-full lg:bg-primary lg:text-primary-foreground lg:shadow-lg lg:hover:bg-primary-hover " +
                (mobileOpen ? "hidden " : "flex ") +
                (desktopOpen ? "lg:hidden" : "lg:flex")
              }
            >
              <Icon name="menu" className="size-5 lg:hidden" />
              <Icon name="panel-left-open" className="hidden size-5 lg:block" />
            </button>
          </WithTooltip>
        }
      />
      <div className="flex flex-1">
        {mobileOpen && (
          <div aria-hidden="true" className="fixed inset-0 z-40 bg-foreground/40 lg:hidden" onClick={close} />
        )}
        <Sidebar desktopOpen={desktopOpen} mobileOpen={mobileOpen} onClose={close} />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      <ChatTrigger />
    </div>
  );
}
