import type { MDXContent } from "mdx/types";
import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from "react";
import { mdxComponents, preloadTabs } from "~/components/mdx";
import type { Lang } from "~/lib/i18n";

interface BodyModule {
  default: MDXContent;
}

// Each article body is its own chunk: reading one article never downloads the others.
const bodyModules = import.meta.glob<BodyModule>("/content/{pt,en}/**/*.mdx");

const moduleKey = (lang: Lang, key: string) => `/content/${lang}/${key}.mdx`;
const loaded = new Map<string, MDXContent>();
const lazyBodies = new Map<string, ComponentType<{ components: typeof mdxComponents }>>();

function importBody(path: string): Promise<BodyModule> {
  const load = bodyModules[path];
  if (!load) throw new Error(`No article body at ${path}`);
  return load().then((module) => {
    loaded.set(path, module.default);
    return module;
  });
}

/** Loads an article's body ahead of rendering (client navigation), so it appears with the page. */
export async function preloadArticleBody(lang: Lang, key: string): Promise<void> {
  const path = moduleKey(lang, key);
  if (!loaded.has(path)) await Promise.all([importBody(path), preloadTabs()]);
}

function bodyComponent(path: string) {
  const ready = loaded.get(path);
  if (ready) return ready;
  let body = lazyBodies.get(path);
  if (!body) {
    body = lazy(() => importBody(path));
    lazyBodies.set(path, body);
  }
  return body;
}

/**
 * The article's MDX. At build time the page waits for it (entry.server.tsx), so its text is in
 * the HTML; on first load in the browser, the pre-rendered text stays on screen while the chunk
 * arrives and hydrates.
 */
export function ArticleBody({ lang, articleKey }: { lang: Lang; articleKey: string }) {
  const Body = bodyComponent(moduleKey(lang, articleKey));
  const container = useRef<HTMLDivElement>(null);
  return (
    <div ref={container} className="prose-article">
      <Suspense>
        <Body components={mdxComponents} />
        <HydratedMark target={container} />
      </Suspense>
    </div>
  );
}

/** Marks the body once its Suspense boundary has hydrated (browser tests wait for it). */
function HydratedMark({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (target.current) target.current.dataset.hydrated = "true";
  }, [target]);
  return null;
}
