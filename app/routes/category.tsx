import { data } from "react-router";
import registry from "virtual:content/registry";
import type { Route } from "./+types/category";
import { LinkCard, SubArticleLink } from "~/components/home/cards";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { Icon } from "~/components/ui/icon";
import { categoryData } from "~/lib/content/page-data";
import { pageMeta } from "~/lib/seo";
import { href } from "~/lib/urls";
import { tp } from "~/lib/page-messages";

export function loader({ request }: Route.LoaderArgs) {
  const page = categoryData(registry, request.url);
  // One route serves every category (app/routes.ts): another path of its shape is not found.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer 404
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ ...loaderData });
}

/** Sub-articles (depth 1) go inside their parent's card, which comes right before them. */
function groupArticles<Article extends { depth: number }>(articles: Article[]) {
  const groups: { article: Article; children: Article[] }[] = [];
  for (const article of articles) {
    const parent = groups.at(-1);
    if (article.depth > 0 && parent) parent.children.push(article);
    else groups.push({ article, children: [] });
  }
  return groups;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { lang, title, description, icon, articles } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-10">
      <Breadcrumb />
      <header className="mb-10">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon name={icon} size="6" />
          </span>
          {title}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{description}</p>
      </header>
      <h2 className="sr-only">{tp(lang, "articlesInCategory")}</h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {groupArticles(articles).map(({ article, children }) => (
          <li key={article.route}>
            <LinkCard
              href={href(article.route, lang)}
              testId="article-card"
              icon={article.icon}
              title={article.title}
              description={article.description}
              textLang={article.textLang}
            >
              {children.length > 0 && (
                <ul aria-label={tp(lang, "inThisTopic", { title: article.title })} className="space-y-2 pt-1">
                  {children.map((child) => (
                    <li key={child.route}>
                      <SubArticleLink
                        href={href(child.route, lang)}
                        testId="article-card"
                        icon={child.icon}
                        title={child.title}
                        description={child.description}
                        textLang={child.textLang}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </LinkCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
