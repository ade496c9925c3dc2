/**
 * What the panel shows in its body: the suggestions, the search results and an article. Each view
 * is drawn from `ViewContext` and stops drawing once another view has replaced it.
 */
import { languageNames } from "~/lib/i18n";
import { parseQuery } from "~/lib/search/engine";
import { suggestionsPerScreen } from "~/lib/screens";
import { articleSummary, isArticleRoute, screenSuggestions, type ArticleLink } from "~/lib/widget-data";
import { articleMarkdown } from "./article-markdown";
import { fill, h, type Child } from "./h";
import { articleBlocks, externalLink, marked } from "./render";
import type { ViewContext } from "./view-context";

/** How many results the panel lists. */
const resultLimit = 8;

/**
 * The articles the host named, at most `suggestionsPerScreen`, each read from its own Markdown
 * export; a route that is no article's, or whose export does not load, is left out.
 */
async function namedArticles(view: ViewContext, routes: readonly string[]): Promise<ArticleLink[]> {
  const read = await Promise.allSettled(
    routes
      .filter(isArticleRoute)
      .slice(0, suggestionsPerScreen)
      .map(async (route) => articleSummary(route, await view.sources.article(route, view.lang))),
  );
  return read.flatMap((result) => (result.status === "fulfilled" && result.value ? [result.value] : []));
}

/** The articles suggested for the host's screen, or those the host named. */
export async function showHome(view: ViewContext) {
  const { suggested, screen } = view.state;
  if (!screen && !suggested) {
    fill(view.body);
    view.status.textContent = "";
    return;
  }
  const list = suggested
    ? await namedArticles(view, suggested)
    : screenSuggestions(await view.data(), screen);
  if (!view.current()) return;
  view.status.textContent = "";
  fill(
    view.body,
    list.length > 0 && [
      h("h3", { id: "widget-suggested" }, view.t("suggested")),
      h(
        "ul",
        { class: "links", "aria-labelledby": "widget-suggested" },
        ...list.map((article) =>
          h(
            "li",
            {},
            view.articleLink(article.route, [article.title], "widget-suggestion"),
            h("p", {}, article.description),
          ),
        ),
      ),
    ],
  );
}

/** The help centre's search: its results, corrections and language fallbacks, as the site shows them. */
export async function showResults(view: ViewContext, query: string) {
  const parsed = parseQuery(query);
  if (!parsed) return showHome(view);
  view.status.textContent = view.t("searching");
  const found = await view.sources.search.findLoading(parsed, view.lang, {
    limit: resultLimit,
    fallback: true,
  });
  if (!view.current()) return;
  const count = found.results.length;
  const said =
    count === 0 ? view.t("noResults") : count === 1 ? view.t("resultsOne") : view.t("resultsMany", { count });
  const notes: Child[] = [];
  if (found.corrected)
    notes.push(h("p", { class: "note" }, view.t("showingFor", { query: found.corrected.text })));
  if (count > 0 && found.lang !== view.lang)
    notes.push(h("p", { class: "note" }, view.t("otherLanguage", languageNames(view.lang, found.lang))));
  view.status.textContent = [said, ...notes.map((note) => (note as HTMLElement).textContent)].join(". ");
  fill(
    view.body,
    notes,
    count === 0
      ? h("p", { "data-testid": "widget-no-results" }, view.t("noResults"))
      : h(
          "ul",
          { class: "links", "aria-label": view.t("resultsLabel") },
          ...found.results.map((result) =>
            h(
              "li",
              {},
              view.articleLink(
                result.document.route,
                marked(result.title),
                "widget-result",
                result.sectionId,
              ),
              result.section && h("span", { class: "section" }, ...marked(result.section)),
              h("p", {}, ...marked(result.excerpt)),
            ),
          ),
        ),
  );
}

/** An article's Markdown export read in the panel, with a way back and a link to the help centre. */
export async function showArticle(view: ViewContext, route: string, back: () => void) {
  view.status.textContent = view.t("articleLoading");
  const markdown = await view.sources.article(route, view.lang);
  if (!view.current()) return;
  const heading = articleSummary(route, markdown)?.title ?? /^#\s+(.*)$/m.exec(markdown)?.[1] ?? route;
  view.status.textContent = heading;
  const backButton = h(
    "button",
    { type: "button", class: "text", "data-testid": "widget-back", onclick: back },
    `← ${view.t("back")}`,
  );
  fill(
    view.body,
    backButton,
    h(
      "article",
      { "data-testid": "widget-article", "aria-labelledby": "widget-article-title" },
      h("h3", { id: "widget-article-title", tabindex: "-1" }, heading),
      ...articleBlocks(
        articleMarkdown(markdown, () => false),
        view.render,
      ),
    ),
    h(
      "p",
      { class: "open" },
      externalLink(view.sources.pageUrl(route, view.lang), [view.t("openInHelpCentre")], view.t("newTab"), {
        "data-testid": "widget-open-article",
      }),
    ),
  );
  view.body.scrollTop = 0;
  view.body.querySelector<HTMLElement>("#widget-article-title")?.focus();
}
