/**
 * Everything the panel reads from the help centre, always by absolute URL under the loader's own
 * origin and never with credentials: the widget data, the search files (through the site's own
 * search client, so results, corrections and language fallbacks are the site's) and an article's
 * Markdown export. Each file once, with the site's retry policy.
 */
import files from "virtual:widget-files";
import type { Lang } from "~/lib/languages";
import { withRetries } from "~/lib/retry-policy";
import { SearchClient } from "~/lib/search/client";
import { href } from "~/lib/urls";
import { isWidgetData, type WidgetData } from "~/lib/widget-data";

export class SourceError extends Error {
  override name = "SourceError";
}

async function fetchFrom(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: "omit", mode: "cors" });
  if (!response.ok) throw new SourceError(`${url}: HTTP ${response.status}`);
  return response;
}

export class Sources {
  private readonly json = new Map<string, Promise<unknown>>();
  readonly search: SearchClient;

  constructor(readonly base: string) {
    this.search = new SearchClient(
      (lang) => this.url(files.search[lang]),
      (url) => this.fetchJson(url),
    );
  }

  /** A path from the help centre's root, as an absolute URL. */
  url(path: string): string {
    return new URL(path.replace(/^\//, ""), this.base).href;
  }

  /** One JSON file, fetched once (again after a failure). */
  fetchJson(url: string): Promise<unknown> {
    let pending = this.json.get(url);
    if (!pending) {
      pending = withRetries(async () => (await fetchFrom(url)).json() as Promise<unknown>);
      pending.catch(() => this.json.delete(url));
      this.json.set(url, pending);
    }
    return pending;
  }

  async data(lang: Lang): Promise<WidgetData> {
    const file = await this.fetchJson(this.url(files.data[lang]));
    if (!isWidgetData(file)) throw new SourceError(`The widget data of ${lang} is malformed`);
    return file;
  }

  async questionsFile(lang: Lang): Promise<unknown> {
    return this.fetchJson(this.url(files.questions[lang]));
  }

  /** The page of `route` in `lang` on the help centre. */
  pageUrl(route: string, lang: Lang, section?: string): string {
    return this.url(href(route, lang, section));
  }

  /** An article's Markdown export in `lang`. */
  article(route: string, lang: Lang): Promise<string> {
    return withRetries(async () => (await fetchFrom(this.url(`${href(route, lang)}.md`))).text());
  }
}
