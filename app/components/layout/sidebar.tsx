import { useEffect, useMemo, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { Link, useLocation } from "react-router";
import { IconButton } from "~/components/ui/icon-button";
import { ContentIcon } from "~/components/ui/content-icon";
import { useLang, useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";
import { buildTree, findPage, type TreeNode } from "~/lib/content/navigation";
import { nav } from "~/lib/content/nav";
import { localizePath, type Lang } from "~/lib/i18n";

const tree = buildTree(nav);

function currentCategoryId(pathname: string): string | undefined {
  const page = findPage(nav, pathname);
  return page.kind === "category" || page.kind === "article" ? page.category.id : undefined;
}

function SidebarLink({
  href,
  current,
  children,
  depth = 0,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
  depth?: number;
}) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "sidebar-link",
        depth === 0 ? "pl-9" : "pl-13",
        current
          ? "bg-primary-soft font-medium text-primary"
          : "text-muted-foreground hover:bg-muted hover:text-foreground",
      )}
    >
      {children}
    </Link>
  );
}

function Items({
  nodes,
  lang,
  pathname,
  depth = 0,
}: {
  nodes: TreeNode[];
  lang: Lang;
  pathname: string;
  depth?: number;
}) {
  return (
    <ul className="space-y-0.5">
      {nodes.map(({ article, children }) => {
        const href = localizePath(article.route, lang);
        return (
          <li key={article.key}>
            <SidebarLink href={href} current={pathname === href} depth={depth}>
              {article.title[lang]}
            </SidebarLink>
            {children.length > 0 && (
              <Items nodes={children} lang={lang} pathname={pathname} depth={depth + 1} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface SidebarProps {
  /** Shown on large screens (a column) unless the reader closed it. */
  desktopOpen: boolean;
  /** Shown as a drawer on small screens. */
  mobileOpen: boolean;
  onClose: () => void;
}

export function Sidebar({ desktopOpen, mobileOpen, onClose }: SidebarProps) {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  const current = currentCategoryId(pathname);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  const sections = useRef<HTMLUListElement>(null);

  // Sections are native <details>, so they open and close before React has hydrated; once it has,
  // the state starts from what the reader left on screen.
  useEffect(() => {
    const opened = sections.current?.querySelectorAll<HTMLDetailsElement>("details[data-category][open]");
    if (opened) setExpanded(new Set(Array.from(opened, (details) => details.dataset.category ?? "")));
  }, []);

  // Moving to another section's page opens that section (the others keep the state the reader gave them).
  const arrivedIn = useRef(current);
  useEffect(() => {
    if (!current || arrivedIn.current === current) return;
    arrivedIn.current = current;
    setExpanded((previous) => (previous.has(current) ? previous : new Set([...previous, current])));
  }, [current]);

  const allExpanded = useMemo(() => tree.every(({ category }) => expanded.has(category.id)), [expanded]);
  const setSection = (id: string, open: boolean) =>
    setExpanded((previous) => {
      if (previous.has(id) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <nav
      id="sidebar"
      aria-label={t("sidebarLabel")}
      data-testid="sidebar"
      data-mobile-open={mobileOpen || undefined}
      className={cn(
        "fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] flex-col overflow-y-auto border-r border-border bg-surface pb-8 shadow-xl",
        "lg:sticky lg:top-16 lg:z-10 lg:h-[calc(100dvh-4rem)] lg:max-w-none lg:shrink-0 lg:shadow-none",
        mobileOpen ? "flex" : "hidden",
        desktopOpen ? "lg:flex" : "lg:hidden",
      )}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-border bg-surface px-3 py-2">
        <button
          type="button"
          data-testid="sidebar-toggle-all"
          onClick={() =>
            setExpanded(allExpanded ? new Set() : new Set(tree.map(({ category }) => category.id)))
          }
          className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {allExpanded ? (
            <Icon name="chevrons-down-up" className="size-4" />
          ) : (
            <Icon name="chevrons-up-down" className="size-4" />
          )}
          {allExpanded ? t("collapseAll") : t("expandAll")}
        </button>
        <IconButton
          label={t("sidebarClose")}
          data-testid="sidebar-close"
          size="icon-sm"
          onClick={onClose}
          tooltipSide="right"
        >
          <Icon name="panel-left-close" />
        </IconButton>
      </div>
      <ul ref={sections} className="space-y-1 px-3 pt-3">
        {tree.map(({ category, items }) => {
          const open = expanded.has(category.id);
          const overview = localizePath(category.route, lang);
          return (
            <li key={category.id}>
              <details
                data-category={category.id}
                open={open}
                className="group"
                onToggle={(event) => setSection(category.id, event.currentTarget.open)}
              >
                <summary
                  data-testid={`sidebar-section-${category.id}`}
                  className="flex w-full cursor-pointer list-none items-center gap-2 rounded-md px-2 py-2 text-left text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
                >
                  <ContentIcon name={category.icon} className="size-4 shrink-0 text-primary" />
                  <span className="flex-1">{category.title[lang]}</span>
                  <Icon
                    name="chevron-right"
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                  />
                </summary>
                <div className="pt-0.5 pb-2">
                  <ul className="space-y-0.5">
                    <li>
                      <SidebarLink href={overview} current={pathname === overview}>
                        {t("overview")}
                      </SidebarLink>
                    </li>
                  </ul>
                  <Items nodes={items} lang={lang} pathname={pathname} />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
