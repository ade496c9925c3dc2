import type { MDXContent } from "mdx/types";
import { lazy, Suspense, type LazyExoticComponent } from "react";
import { bodies, runBody } from "virtual:content/bodies";
import { mdxComponents } from "~/components/mdx";
import type { Lang } from "~/lib/i18n";

/**
 * The bodies of the last pages rendered. Pages are pre-rendered one after another, and each body
 * is read and run for its page only: a body goes once a few others have followed it, so the
 * pre-renderer's memory does not grow with the number of articles.
 */
const recent = new Map<string, LazyExoticComponent<MDXContent>>();
const keptBodies = 8;

function bodyComponent(lang: Lang, key: string) {
  const name = `${lang}/${key}`;
  const id = bodies[name];
  if (id === undefined) throw new Error(`No article body for ${name}`);
  let body = recent.get(id);
  if (!body) {
    // The compiled body is a function body (pipeline/mdx/compile-body.ts), run with React's JSX runtime.
    body = lazy(async () => ({ default: await runBody(id) }));
    recent.set(id, body);
    for (const old of recent.keys()) {
      if (recent.size <= keptBodies) break;
      recent.delete(old);
    }
  }
  return body;
}

/**
 * The article's MDX, in the HTML itself (entry.server.tsx waits for it): readable without
 * JavaScript, and never re-rendered in the browser; its copy buttons and tabs are islands.
 */
export function ArticleBody({
  lang,
  articleKey,
  textLang,
}: {
  lang: Lang;
  articleKey: string;
  /** `lang` of the words when they are not in the page's language (an untranslated article). */
  textLang?: string;
}) {
  const Body = bodyComponent(lang, articleKey);
  return (
    <div lang={textLang} className="prose-article">
      <Suspense>
        <Body components={mdxComponents} />
      </Suspense>
    </div>
  );
}
