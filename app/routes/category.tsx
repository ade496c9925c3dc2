import registry from "virtual:content/registry";
import type { Route } from "./+types/category";
import { LinkCard } from "~/components/home/cards";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { ContentIcon } from "~/components/ui/content-icon";
import { categoryData } from "~/lib/content/page-data";
import { pageMeta } from "~/lib/seo";
import { localizePath } from "~/lib/i18n";
import { t } from "~/lib/messages";

export function loader({ request }: Route.LoaderArgs) {
  return categoryData(registry, request.url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ ...loaderData });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { lang, title, description, icon, articles } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-10">
      <Breadcrumb />
      <header className="mb-10">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <ContentIcon name={icon} className="size-6" />
          </span>
          {title}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{description}</p>
      </header>
      <h2 className="sr-only">{t(lang, "articlesInCategory")}</h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.route}>
            <LinkCard
              href={localizePath(article.route, lang)}
              testId="article-card"
              icon={article.icon}
              title={article.title}
              description={article.description}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
