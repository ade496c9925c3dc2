import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { useT } from "~/hooks/use-lang";
import { closeSidebar } from "~/lib/sidebar-state";
import { cn, focusRing } from "~/lib/cn";

// The categories' sections and, past the sidebar's window of them, the disclosure of the others.
const sections = () => document.querySelectorAll<HTMLDetailsElement>("#sidebar details");

/**
 * The sidebar's own buttons: expand or collapse every section, and close the sidebar. The sections
 * are native <details> (they open and close with or without scripts); this reads and sets them.
 */
export default function SidebarControls() {
  const t = useT();
  // Pre-rendered with the current section open only, so not all expanded.
  const [allExpanded, setAllExpanded] = useState(false);

  useEffect(() => {
    const sidebar = document.getElementById("sidebar");
    const update = () => setAllExpanded(Array.from(sections()).every((details) => details.open));
    update();
    // `toggle` does not bubble: listen while it passes down.
    sidebar?.addEventListener("toggle", update, true);
    return () => sidebar?.removeEventListener("toggle", update, true);
  }, []);

  return (
    <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-border bg-surface px-3 py-2">
      <button
        type="button"
        data-testid="sidebar-toggle-all"
        onClick={() => {
          const open = !allExpanded;
          for (const details of sections()) details.open = open;
          setAllExpanded(open);
        }}
        className={cn(
          focusRing,
          "flex items-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
        )}
      >
        <Icon name={allExpanded ? "chevrons-down-up" : "chevrons-up-down"} size="4" />
        {allExpanded ? t("collapseAll") : t("expandAll")}
      </button>
      <IconButton
        label={t("sidebarClose")}
        data-testid="sidebar-close"
        size="icon-sm"
        onClick={closeSidebar}
        tooltipSide="right"
      >
        <Icon name="panel-left-close" />
      </IconButton>
    </div>
  );
}
