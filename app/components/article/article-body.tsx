import type { MDXContent } from "mdx/types";
import { lazy, Suspense } from "react";
import { mdxComponents } from "~/components/mdx";
import type { Lang } from "~/lib/i18n";

interface BodyModule {
  default: MDXContent;
}

// Each article body is its own module, rendered at build time only.
const bodyModules = import.meta.glob<BodyModule>("/content/*/**/*.mdx");
const bodies = new Map<string, ReturnType<typeof lazy<MDXContent>>>();

function bodyComponent(lang: Lang, key: string) {
  const path = `/content/${lang}/${key}.mdx`;
  let body = bodies.get(path);
  if (!body) {
    const load = bodyModules[path];
    if (!load) throw new Error(`No article body at ${path}`);
    body = lazy(load);
    bodies.set(path, body);
  }
  return body;
}

/**
 * The article's MDX, in the HTML itself (entry.server.tsx waits for it): readable without
 * JavaScript, and never re-rendered in the browser; its copy buttons and tabs are islands.
 */
export function ArticleBody({ lang, articleKey }: { lang: Lang; articleKey: string }) {
  const Body = bodyComponent(lang, articleKey);
  return (
    <div className="prose-article">
      <Suspense>
        <Body components={mdxComponents} />
      </Suspense>
    </div>
  );
}
