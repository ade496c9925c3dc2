import registry from "virtual:content/registry";
import type { Route } from "./+types/home";
import { LinkCard } from "~/components/home/cards";
import { LinkPills } from "~/components/home/link-pills";
import { SearchBox } from "~/components/search/search-box.static";
import { homeData } from "~/lib/content/page-data";
import { pageMeta } from "~/lib/seo";
import { href } from "~/lib/urls";
import { tp } from "~/lib/page-messages";

export function loader({ request }: Route.LoaderArgs) {
  return homeData(registry, request.url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ ...loaderData });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, suggestions, categories } = loaderData;
  return (
    <>
      <section className="border-b border-border bg-hero px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{tp(lang, "heroTitle")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{tp(lang, "heroSubtitle")}</p>
          <SearchBox variant="hero" className="mx-auto mt-8 max-w-xl text-left" />
          <LinkPills
            className="mt-6"
            hideTitle
            lang={lang}
            title={tp(lang, "suggestionsTitle")}
            testId="suggestion"
            links={suggestions}
          />
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-6 text-2xl font-semibold tracking-tight">
          {tp(lang, "categoriesTitle")}
        </h2>
        {/* The first card spans two columns, so seven cards leave no row with one card alone:
            2 columns 2+2+2+2, 3 columns 3+3+2, 4 columns 4+4. */}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {categories.map((category, index) => (
            <li key={category.route} className={index === 0 ? "sm:col-span-2" : undefined}>
              <LinkCard
                featured={index === 0}
                href={href(category.route, lang)}
                testId="category-card"
                icon={category.icon}
                title={category.title}
                description={category.description}
                meta={
                  category.articleCount === 1
                    ? tp(lang, "articleCountOne")
                    : tp(lang, "articleCount", { count: category.articleCount })
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
