import { data } from "react-router";
import { Icon } from "~/components/ui/icon";
import registry from "virtual:content/registry";
import type { Route } from "./+types/article";
import { ArticleBody } from "~/components/article/article-body";
import { Pagination } from "~/components/article/pagination";
import { TableOfContents } from "~/components/article/table-of-contents";
import Feedback from "~/components/feedback/feedback.island";
import { SupportPrompt } from "~/components/support/support-link";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { StructuredData } from "~/components/layout/structured-data";
import { articleData } from "~/lib/content/page-data";
import { pageMeta } from "~/lib/seo";
import { techArticle } from "~/lib/structured-data";
import { content } from "~/lib/content/nav";
import { formatDay } from "~/lib/i18n";
import { tp } from "~/lib/page-messages";
import { href, htmlLang } from "~/lib/urls";
import { TranslationNotice } from "~/components/article/translation-notice";
import { Island } from "~/islands/island";

export function loader({ request }: Route.LoaderArgs) {
  const page = articleData(registry, request.url);
  // One route serves every article (app/routes.ts): another path of its shape is not found.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer 404
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { translation, translated } = loaderData;
  return pageMeta({
    ...loaderData,
    type: "article",
    alternates: translated,
    // The original's words under another language's URL: a search engine indexes the original's own page.
    noindex: translation.state === "missing",
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { lang, key, route, title, description, icon, reviewed, headings, endLink } = loaderData;
  const { textLang, translation, translated } = loaderData;
  const article = content.article(key)!;
  // The words' language where it is not the page's: the reader's header, sidebar and notice stay in theirs.
  const wordsLang = textLang === lang ? undefined : htmlLang[textLang];
  return (
    <div className="mx-auto flex max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:px-10">
      <article className="max-w-prose min-w-0 flex-1">
        <Breadcrumb />
        <StructuredData
          nodes={[techArticle({ lang, textLang, translated, route, title, description, reviewed })]}
        />
        <TranslationNotice lang={lang} route={route} translation={translation} />
        <header lang={wordsLang} className="mb-8">
          <h1
            data-testid="article-title"
            className="flex items-start gap-3 text-3xl font-bold tracking-tight sm:text-4xl"
          >
            <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon name={icon} size="6" />
            </span>
            <span>{title}</span>
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">{description}</p>
          <p
            data-testid="article-updated"
            lang={wordsLang && htmlLang[lang]}
            className="mt-2 text-sm text-muted-foreground"
          >
            {tp(lang, "lastUpdated")} <time dateTime={reviewed}>{formatDay(reviewed, lang)}</time>
          </p>
        </header>
        <TableOfContents headings={headings} variant="inline" textLang={wordsLang} />
        <ArticleBody lang={lang} articleKey={key} textLang={wordsLang} />
        {endLink && (
          <p className="mt-10">
            <a
              href={href(endLink.route, lang)}
              className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
            >
              {endLink.label}
              <Icon name="arrow-right" size="4" />
            </a>
          </p>
        )}
        <SupportPrompt className="mt-10 border-t border-border pt-6" />
        <Island component={Feedback} props={{}} hydrate="use" />
        <Pagination article={article} />
      </article>
      <TableOfContents headings={headings} variant="aside" textLang={wordsLang} />
    </div>
  );
}
