import { useEffect } from "react";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { useT } from "~/hooks/use-lang";
import { closeSidebar, isDrawerOpen, openSidebar } from "~/lib/sidebar-state";

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
      <IconButton
        label={t("sidebarOpen")}
        tooltipSide="right"
        variant="floating-lg"
        id="sidebar-open"
        data-testid="sidebar-open"
        aria-controls="sidebar"
        aria-expanded={false}
        onClick={openSidebar}
        className="lg:left-5"
      >
        <Icon name="menu" size="5" className="lg:hidden" />
        <Icon name="panel-left-open" size="5" className="hidden lg:block" />
      </IconButton>
      <div
        id="sidebar-overlay"
        aria-hidden="true"
        className="fixed inset-0 z-40 bg-foreground/40"
        onClick={closeSidebar}
      />
    </>
  );
}
