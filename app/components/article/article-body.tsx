import type { MDXContent } from "mdx/types";
import { lazy, Suspense } from "react";
import bodyModules from "virtual:content/bodies";
import { mdxComponents } from "~/components/mdx";
import type { Lang } from "~/lib/i18n";

// Each article body is its own module, rendered at build time only.
const bodies = new Map<string, ReturnType<typeof lazy<MDXContent>>>();

function bodyComponent(lang: Lang, key: string) {
  const name = `${lang}/${key}`;
  let body = bodies.get(name);
  if (!body) {
    const load = bodyModules[name];
    if (!load) throw new Error(`No article body for ${name}`);
    body = lazy(load);
    bodies.set(name, body);
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
