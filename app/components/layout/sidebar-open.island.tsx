import { useEffect } from "react";
import { Icon } from "~/components/ui/icon";
import { WithTooltip } from "~/components/ui/tooltip";
import { useT } from "~/hooks/use-lang";
import { closeSidebar, isDrawerOpen, openSidebar } from "~/lib/sidebar";

/**
 * One button that shows the sidebar: the menu button in the header below 1024 px (the sidebar is a
 * drawer there), and above it a floating button, once the reader has closed the column. With it,
 * the drawer's backdrop; a click on it, or Escape, closes the drawer. CSS decides which shows.
 */
export default function SidebarOpen() {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && isDrawerOpen()) closeSidebar();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <WithTooltip label={t("sidebarOpen")} side="right">
        <button
          id="sidebar-open"
          type="button"
          data-testid="sidebar-open"
          aria-label={t("sidebarOpen")}
          aria-controls="sidebar"
          aria-expanded={false}
          onClick={openSidebar}
          className="size-9 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:fixed lg:bottom-5 lg:left-5 lg:z-30 lg:size-12 lg:rounded-full lg:bg-primary lg:text-primary-foreground lg:shadow-lg lg:hover:bg-primary-hover"
        >
          <Icon name="menu" className="size-5 lg:hidden" />
          <Icon name="panel-left-open" className="hidden size-5 lg:block" />
        </button>
      </WithTooltip>
      <div
        id="sidebar-overlay"
        aria-hidden="true"
        className="fixed inset-0 z-40 bg-foreground/40"
        onClick={closeSidebar}
      />
    </>
  );
}
