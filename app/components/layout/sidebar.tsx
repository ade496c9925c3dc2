import { Icon } from "~/components/ui/icon";
import { usePage } from "~/hooks/use-lang";
import { Island } from "~/islands/island";
import SidebarControls from "./sidebar-controls.island";
import { cn } from "~/lib/cn";
import type { TreeNode } from "~/lib/content/navigation";
import { content } from "~/lib/content/nav";
import type { Lang } from "~/lib/i18n";
import { href } from "~/lib/urls";
import { usePageT } from "~/hooks/use-page-t";

function currentCategoryId(pathname: string): string | undefined {
  const page = content.match(pathname);
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
    <a
      href={href}
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
    </a>
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
        const articleHref = href(article.route, lang);
        return (
          <li key={article.key}>
            <SidebarLink href={articleHref} current={pathname === articleHref} depth={depth}>
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

/**
 * The navigation: every category as a native <details> (the current page's open), its overview
 * and articles as links. HTML only; its two buttons are an island (sidebar-controls.island.tsx).
 * Shown as a column or a drawer by CSS (app/lib/sidebar-state.ts).
 */
export function Sidebar() {
  const { lang, pathname } = usePage();
  const t = usePageT();
  const current = currentCategoryId(pathname);
  return (
    <nav
      id="sidebar"
      aria-label={t("sidebarLabel")}
      data-testid="sidebar"
      className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] flex-col overflow-y-auto border-r border-border bg-surface pb-8 shadow-xl lg:sticky lg:top-16 lg:z-10 lg:h-[calc(100dvh-4rem)] lg:max-w-none lg:shrink-0 lg:shadow-none"
    >
      <Island component={SidebarControls} props={{}} hydrate="use" />
      <ul className="space-y-1 px-3 pt-3">
        {content.tree.map(({ category, items }) => {
          const overview = href(category.route, lang);
          return (
            <li key={category.id}>
              <details data-category={category.id} open={category.id === current} className="group">
                <summary data-testid={`sidebar-section-${category.id}`} className="sidebar-summary">
                  <Icon name={category.icon} className="text-primary" />
                  <span className="flex-1">{category.title[lang]}</span>
                  <Icon
                    name="chevron-right"
                    aria-hidden="true"
                    className="text-muted-foreground transition-transform group-open:rotate-90"
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
