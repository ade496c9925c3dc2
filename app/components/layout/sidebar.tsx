import { usePage } from "~/hooks/use-lang";
import { usePageT } from "~/hooks/use-page-t";
import { Island } from "~/islands/island";
import { cn, focusRing } from "~/lib/cn";
import { content } from "~/lib/content/nav";
import { categoryWindowSize, windowStart } from "~/lib/content/sidebar-window";
import { CategorySection, MoreCategories } from "./sidebar-category";
import SidebarControls from "./sidebar-controls.island";
import { sectionIds } from "./sidebar-section-markers";

function currentCategoryId(pathname: string): string | undefined {
  const page = content.match(pathname);
  return page.kind === "category" || page.kind === "article" ? page.category.id : undefined;
}

/**
 * What a section the browser loads shows while it loads and when it failed (sidebar.dom.ts clones
 * these), in the page's language, and the polite region that tells a screen reader.
 */
function SectionStates() {
  const t = usePageT();
  return (
    <>
      <p id={sectionIds.status} role="status" className="sr-only" />
      <template id={sectionIds.loading}>
        <p className="py-1.5 pr-2 pl-9 text-sm text-muted-foreground">{t("sidebarSectionLoading")}</p>
      </template>
      <template id={sectionIds.failed}>
        <div className="space-y-1 py-1.5 pr-2 pl-9 text-sm">
          <p className="text-muted-foreground">{t("sidebarSectionFailed")}</p>
          <button
            type="button"
            className={cn(
              focusRing,
              "rounded-md font-medium text-primary underline-offset-2 hover:underline",
            )}
          >
            {t("sidebarSectionRetry")}
          </button>
        </div>
      </template>
    </>
  );
}

/**
 * The navigation: the categories as native <details> (sidebar-category.tsx), a window of them
 * around the current page's when there are many (app/lib/content/sidebar-window.ts) and the rest as
 * links to their pages behind one disclosure. Only the current page's category carries its
 * articles (a window of them in a long one); another's are a small file per category and language
 * (`virtual:sidebar-sections`) loaded when the reader opens it, so a page's HTML stays about the
 * same size however many articles and categories the site holds. Its two buttons are an island
 * (sidebar-controls.island.tsx). Shown as a column or a drawer by CSS (app/lib/sidebar-state.ts).
 */
export function Sidebar() {
  const { pathname } = usePage();
  const t = usePageT();
  const current = currentCategoryId(pathname);
  const start = windowStart(
    content.tree.length,
    content.tree.findIndex(({ category }) => category.id === current),
    categoryWindowSize,
  );
  const others = content.tree
    .filter((_, index) => index < start || index >= start + categoryWindowSize)
    .map(({ category }) => category);
  return (
    <nav
      id="sidebar"
      aria-label={t("sidebarLabel")}
      data-testid="sidebar"
      className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] flex-col overflow-y-auto border-r border-border bg-surface pb-8 shadow-xl lg:sticky lg:top-16 lg:z-10 lg:h-[calc(100dvh-4rem)] lg:max-w-none lg:shrink-0 lg:shadow-none"
    >
      <Island component={SidebarControls} props={{}} hydrate="use" />
      <ul className="space-y-1 px-3 pt-3">
        {content.tree.slice(start, start + categoryWindowSize).map((group) => (
          <CategorySection key={group.category.id} group={group} current={group.category.id === current} />
        ))}
      </ul>
      {others.length > 0 && <MoreCategories categories={others} />}
      <SectionStates />
    </nav>
  );
}
