import sectionFiles from "virtual:sidebar-sections";
import { Icon } from "~/components/ui/icon";
import { usePage } from "~/hooks/use-lang";
import { usePageT } from "~/hooks/use-page-t";
import type { NavCategory, NavGroup } from "~/lib/content/navigation";
import { sectionItems, type SectionItem } from "~/lib/content/sidebar-section";
import { sectionWindow } from "~/lib/content/sidebar-window";
import { href } from "~/lib/urls";
import { sidebarLinkClass, sidebarListClass, sidebarShowAllClass } from "./sidebar-look";
import {
  sectionFileAttribute,
  showAllAttribute,
  shownAttribute,
  windowAttribute,
} from "./sidebar-section-markers";

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

function Items({
  items,
  pathname,
  depth = 0,
  partial = false,
}: {
  items: SectionItem[];
  pathname: string;
  depth?: number;
  /** Whether `items` are a window of a longer list. */
  partial?: boolean;
}) {
  return (
    <ul className={sidebarListClass} {...(partial ? { [windowAttribute]: "" } : {})}>
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
 * The current category's articles: a window of them around the page (app/lib/content/sidebar-window.ts)
 * when the category holds more, with a button that shows them all in place (sidebar-sections.ts
 * loads the category's section file) and, without scripts, a link to the category's page, which
 * lists them all (app.css hides the button then).
 */
function CurrentItems({
  items,
  pathname,
  file,
  overview,
  title,
}: {
  items: SectionItem[];
  pathname: string;
  /** The URL of the category's section file (every category has one). */
  file: string | undefined;
  overview: string;
  title: string;
}) {
  const t = usePageT();
  const shown = sectionWindow(items, pathname);
  if (!shown.partial) return <Items items={items} pathname={pathname} />;
  const label = t("sidebarShowAll", { count: shown.total });
  const link = (
    <a href={overview} className={sidebarShowAllClass}>
      {label}
    </a>
  );
  if (file === undefined)
    return (
      <>
        <Items items={shown.items} pathname={pathname} partial />
        {link}
      </>
    );
  return (
    <>
      <Items items={shown.items} pathname={pathname} partial />
      <button
        type="button"
        {...{
          [showAllAttribute]: file,
          [shownAttribute]: t("sidebarAllShown", { count: shown.total, category: title }),
        }}
        className={sidebarShowAllClass}
      >
        {label}
      </button>
      <noscript>{link}</noscript>
    </>
  );
}

/**
 * A category of the sidebar's window of sections as a native <details>, its overview link first.
 * The current page's category is open and carries its articles (a window of them in a long one);
 * another's are its section file, named on its <details> and loaded by sidebar.dom.ts when the
 * reader opens it. Without scripts such a category is a link to its page, which lists its articles
 * (app.css hides the <details> then).
 */
export function CategorySection({ group, current }: { group: NavGroup; current: boolean }) {
  const { lang, pathname } = usePage();
  const t = usePageT();
  const { category, items } = group;
  const overview = href(category.route, lang);
  const heading = (
    <>
      <Icon name={category.icon} className="text-primary" />
      <span className="flex-1">{category.title[lang]}</span>
    </>
  );
  return (
    <li>
      <details
        data-category={category.id}
        {...(current ? {} : { [sectionFileAttribute]: sectionFiles[lang][category.id] })}
        open={current}
        className="group"
      >
        <summary data-testid={`sidebar-section-${category.id}`} className="sidebar-summary">
          {heading}
          <Icon
            name="chevron-right"
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
          {current && (
            <CurrentItems
              items={sectionItems(items, lang)}
              pathname={pathname}
              file={sectionFiles[lang][category.id]}
              overview={overview}
              title={category.title[lang]}
            />
          )}
        </div>
      </details>
      {!current && (
        <noscript>
          <a href={overview} className="sidebar-summary">
            {heading}
          </a>
        </noscript>
      )}
    </li>
  );
}

/**
 * The sidebar's categories past its window of sections: links to their pages, which list their
 * articles, behind one native disclosure that opens with or without scripts.
 */
export function MoreCategories({ categories }: { categories: NavCategory[] }) {
  const { lang } = usePage();
  const t = usePageT();
  return (
    <details data-testid="sidebar-more-categories" className="group px-3 pt-1">
      <summary className="sidebar-summary">
        <span className="flex-1">
          {categories.length === 1
            ? t("sidebarMoreCategoriesOne")
            : t("sidebarMoreCategories", { count: categories.length })}
        </span>
        <Icon
          name="chevron-right"
          className="text-muted-foreground transition-transform group-open:rotate-90"
        />
      </summary>
      <ul className="sidebar-more">
        {categories.map((category) => (
          <li key={category.id}>
            <a href={href(category.route, lang)}>{category.title[lang]}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
