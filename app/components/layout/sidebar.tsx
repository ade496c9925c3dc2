import sectionFiles from "virtual:sidebar-sections";
import { Icon } from "~/components/ui/icon";
import { usePage } from "~/hooks/use-lang";
import { Island } from "~/islands/island";
import SidebarControls from "./sidebar-controls.island";
import { sectionFileAttribute, sectionIds } from "./sidebar-section-markers";
import { sidebarLinkClass, sidebarListClass } from "./sidebar-look";
import { cn, focusRing } from "~/lib/cn";
import { content } from "~/lib/content/nav";
import { sectionItems, type SectionItem } from "~/lib/content/sidebar-section";
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
  lang,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
  depth?: number;
  lang?: string;
}) {
  return (
    <a
      href={href}
      lang={lang}
      aria-current={current ? "page" : undefined}
      className={sidebarLinkClass(depth, current)}
    >
      {children}
    </a>
  );
}

function Items({ items, pathname, depth = 0 }: { items: SectionItem[]; pathname: string; depth?: number }) {
  return (
    <ul className={sidebarListClass}>
      {items.map(({ href, title, lang, children }) => (
        <li key={href}>
          <SidebarLink href={href} current={pathname === href} depth={depth} lang={lang}>
            {title}
          </SidebarLink>
          {children && <Items items={children} pathname={pathname} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
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
 * The navigation: every category as a native <details>, its overview link first. Only the current
 * page's category carries its articles (open); another's are a small file per category and language
 * (`virtual:sidebar-sections`), named on its <details> and loaded by sidebar.dom.ts when the reader
 * opens it, so a page's HTML does not grow with the number of articles. Without scripts such a
 * category is a link to its page, which lists its articles (app.css hides the <details> then).
 * Its two buttons are an island (sidebar-controls.island.tsx). Shown as a column or a drawer by CSS
 * (app/lib/sidebar-state.ts).
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
          const isCurrent = category.id === current;
          const heading = (
            <>
              <Icon name={category.icon} className="text-primary" />
              <span className="flex-1">{category.title[lang]}</span>
            </>
          );
          return (
            <li key={category.id}>
              <details
                data-category={category.id}
                {...(isCurrent ? {} : { [sectionFileAttribute]: sectionFiles[lang][category.id] })}
                open={isCurrent}
                className="group"
              >
                <summary data-testid={`sidebar-section-${category.id}`} className="sidebar-summary">
                  {heading}
                  <Icon
                    name="chevron-right"
                    aria-hidden="true"
                    className="text-muted-foreground transition-transform group-open:rotate-90"
                  />
                </summary>
                <div className="pt-0.5 pb-2">
                  <ul className={sidebarListClass}>
                    <li>
                      <SidebarLink href={overview} current={pathname === overview}>
                        {t("overview")}
                      </SidebarLink>
                    </li>
                  </ul>
                  {isCurrent && <Items items={sectionItems(items, lang)} pathname={pathname} />}
                </div>
              </details>
              {!isCurrent && (
                <noscript>
                  <a href={overview} className="sidebar-summary">
                    {heading}
                  </a>
                </noscript>
              )}
            </li>
          );
        })}
      </ul>
      <SectionStates />
    </nav>
  );
}
