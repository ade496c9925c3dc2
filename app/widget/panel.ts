/**
 * The widget's panel: a non-modal dialog beside the launcher with the articles suggested for the
 * host's screen, the help centre's own search, an article read in place, the assistant, and the
 * support link where help ends. Plain DOM (React alone would be over the first open's budget),
 * over the site's own modules: the search client, the assistant, the Markdown reader. Loaded by
 * the loader on the first press; the assistant's code loads with the first question.
 */
import { brand } from "~/config/brand";
import { answerMarkdown } from "~/lib/assistant/answer-markdown";
import { format, languageNames } from "~/lib/i18n";
import type { Lang } from "~/lib/languages";
import { parseQuery } from "~/lib/search/engine";
import { supportTarget } from "~/lib/support";
import { stripLang } from "~/lib/urls";
import { suggestions, type WidgetData } from "~/lib/widget-data";
import { articleMarkdown } from "./article-markdown";
import type { Answering } from "./answering";
import type { Panel, PanelHost } from "./contract";
import { fill, h, type Child } from "./h";
import type { WidgetMessages } from "./messages/pt";
import { panelCss } from "./panel-css";
import {
  articleBlocks,
  externalLink,
  inlines,
  marked,
  quote,
  type LinkTarget,
  type RenderContext,
} from "./render";
import { Sources } from "./sources";

/** How long typing pauses before the search runs (ms). */
const typingPause = 150;
/** How many results the panel lists. */
const resultLimit = 8;

type View =
  | { kind: "home" }
  | { kind: "results"; query: string }
  | { kind: "article"; route: string; back: View }
  | { kind: "answer"; question: string };

export function mountPanel(host: PanelHost): Panel {
  const sources = new Sources(host.base);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(panelCss);
  host.root.adoptedStyleSheets = [...host.root.adoptedStyleSheets, sheet];

  const lang = () => host.state().lang;
  const t = (key: keyof WidgetMessages, values: Record<string, string | number> = {}) =>
    format(host.messages(lang())[key], { product: brand.name, ...values });

  const title = h("h2", { id: "widget-title" });
  const closeButton = h("button", { type: "button", class: "close", "data-testid": "widget-close" }, "×");
  const searchLabel = h("label", { for: "widget-search", class: "sr-only" });
  const searchInput = h("input", {
    id: "widget-search",
    type: "search",
    autocomplete: "off",
    "data-testid": "widget-search-input",
  });
  const status = h("p", { class: "status", role: "status", "aria-live": "polite" });
  const body = h("div", { class: "body", "data-testid": "widget-body" });
  const askLabel = h("label", { for: "widget-ask" });
  const askInput = h("input", {
    id: "widget-ask",
    type: "text",
    autocomplete: "off",
    "data-testid": "widget-ask-input",
  });
  const askButton = h("button", { type: "submit", class: "send" });
  const support = h("p", { class: "support" });
  const dialog = h(
    "div",
    {
      class: "panel",
      role: "dialog",
      "aria-labelledby": "widget-title",
      "data-testid": "widget-panel",
      hidden: true,
    },
    h("div", { class: "head" }, title, closeButton),
    h(
      "form",
      {
        role: "search",
        class: "search",
        onsubmit: (event: Event) => (
          event.preventDefault(),
          run({ kind: "results", query: searchInput.value })
        ),
      },
      searchLabel,
      searchInput,
    ),
    status,
    body,
    h(
      "form",
      {
        class: "ask",
        onsubmit: (event: Event) => (
          event.preventDefault(),
          askInput.value.trim() && run({ kind: "answer", question: askInput.value.trim() })
        ),
      },
      askLabel,
      h("div", { class: "row" }, askInput, askButton),
    ),
    support,
  );
  host.container.append(dialog);
  closeButton.addEventListener("click", () => host.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    host.close();
  });

  let view: View = { kind: "home" };
  // A later view or language makes an earlier one's late result moot.
  let generation = 0;
  let typing: ReturnType<typeof setTimeout> | undefined;
  searchInput.addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(
      () => run(searchInput.value.trim() ? { kind: "results", query: searchInput.value } : { kind: "home" }),
      typingPause,
    );
  });

  let answering: Promise<Answering> | undefined;
  const loadAnswering = () =>
    (answering ??= import("./answering").then((module) => module.answering(sources)));

  /** Where a link in an article or answer leads: the help centre's own pages by the widget's origin. */
  const knownRoutes = new Map<Lang, Set<string>>();
  const target = (href: string): LinkTarget => {
    const site = brand.siteUrl.replace(/\/$/, "");
    const path = href.startsWith(`${site}/`)
      ? href.slice(site.length)
      : href.startsWith("/")
        ? href
        : undefined;
    if (path === undefined) return { href };
    const route = stripLang(path.split("#")[0]!.split("?")[0]!);
    return { href: sources.url(path), ...(knownRoutes.get(lang())?.has(route) ? { route } : {}) };
  };
  const context = (): RenderContext => ({
    target,
    openRoute: (route) => run({ kind: "article", route, back: view }),
    newTab: t("newTab"),
  });

  async function data(): Promise<WidgetData> {
    const file = await sources.data(lang());
    knownRoutes.set(lang(), new Set(file.articles.map(([route]) => route)));
    return file;
  }

  const articleLink = (route: string, label: Child[], testid: string, section?: string) =>
    h(
      "a",
      {
        href: sources.pageUrl(route, lang(), section),
        "data-testid": testid,
        onclick: (event: Event) => {
          if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
          event.preventDefault();
          run({ kind: "article", route, back: view });
        },
      },
      ...label,
    );

  const failed = (message: string, again: View) => {
    status.textContent = message;
    fill(
      body,
      h("p", { class: "error" }, message),
      h("button", { type: "button", class: "text", onclick: () => run(again) }, t("retry")),
    );
  };

  async function home(now: number) {
    const { suggested, screen } = host.state();
    if (!screen && !suggested) {
      fill(body);
      status.textContent = "";
      return;
    }
    const list = suggestions(await data(), screen, suggested);
    if (now !== generation) return;
    status.textContent = "";
    fill(
      body,
      list.length > 0 && [
        h("h3", { id: "widget-suggested" }, t("suggested")),
        h(
          "ul",
          { class: "links", "aria-labelledby": "widget-suggested" },
          ...list.map((article) =>
            h(
              "li",
              {},
              articleLink(article.route, [article.title], "widget-suggestion"),
              h("p", {}, article.description),
            ),
          ),
        ),
      ],
    );
  }

  async function results(now: number, query: string) {
    const parsed = parseQuery(query);
    if (!parsed) return home(now);
    status.textContent = t("searching");
    await data();
    const found = await sources.search.findLoading(parsed, lang(), { limit: resultLimit, fallback: true });
    if (now !== generation) return;
    const count = found.results.length;
    const said = count === 0 ? t("noResults") : count === 1 ? t("resultsOne") : t("resultsMany", { count });
    const notes: Child[] = [];
    if (found.corrected)
      notes.push(h("p", { class: "note" }, t("showingFor", { query: found.corrected.text })));
    if (count > 0 && found.lang !== lang())
      notes.push(h("p", { class: "note" }, t("otherLanguage", languageNames(lang(), found.lang))));
    status.textContent = [said, ...notes.map((note) => (note as HTMLElement).textContent)].join(". ");
    fill(
      body,
      notes,
      count === 0
        ? h("p", { "data-testid": "widget-no-results" }, t("noResults"))
        : h(
            "ul",
            { class: "links", "aria-label": t("resultsLabel") },
            ...found.results.map((result) =>
              h(
                "li",
                {},
                articleLink(result.document.route, marked(result.title), "widget-result", result.sectionId),
                result.section && h("span", { class: "section" }, ...marked(result.section)),
                h("p", {}, ...marked(result.excerpt)),
              ),
            ),
          ),
    );
  }

  async function article(now: number, route: string, back: View) {
    status.textContent = t("articleLoading");
    const [file, markdown] = await Promise.all([data(), sources.article(route, lang())]);
    if (now !== generation) return;
    const row = file.articles.find(([known]) => known === route);
    const heading = row?.[1] ?? /^#\s+(.*)$/m.exec(markdown)?.[1] ?? route;
    status.textContent = heading;
    const backButton = h(
      "button",
      { type: "button", class: "text", "data-testid": "widget-back", onclick: () => run(back) },
      `← ${t("back")}`,
    );
    fill(
      body,
      backButton,
      h(
        "article",
        { "data-testid": "widget-article", "aria-labelledby": "widget-article-title" },
        h("h3", { id: "widget-article-title", tabindex: "-1" }, heading),
        ...articleBlocks(
          articleMarkdown(markdown, () => false),
          context(),
        ),
      ),
      h(
        "p",
        { class: "open" },
        externalLink(sources.pageUrl(route, lang()), [t("openInHelpCentre")], t("newTab"), {
          "data-testid": "widget-open-article",
        }),
      ),
    );
    body.scrollTop = 0;
    body.querySelector<HTMLElement>("#widget-article-title")?.focus();
  }

  async function answer(now: number, question: string) {
    const asked = lang();
    status.textContent = t("askThinking");
    const said = h("div", { class: "answer", "data-testid": "widget-answer", "aria-busy": "true" });
    fill(body, h("p", { class: "question" }, question), said);
    const [module] = await Promise.all([loadAnswering(), data()]);
    if (await module.serviceOn()) {
      try {
        status.textContent = t("askWriting");
        const result = await module.service(question, asked, (text) => {
          if (now === generation) fill(said, ...answerBlocks(text));
        });
        if (now !== generation) return;
        if (result.kind === "answer") {
          fill(said, ...answerBlocks(result.text));
          said.removeAttribute("aria-busy");
          status.textContent = t("askFound");
          return;
        }
      } catch {
        said.before(h("p", { class: "note" }, t("askServiceFailed")));
      }
    }
    const offline = await module.offline(question, asked);
    if (now !== generation) return;
    said.removeAttribute("aria-busy");
    if (offline.kind === "not-covered") {
      status.textContent = t("askNotCovered");
      fill(
        said,
        h("p", {}, t("askNotCovered")),
        offline.related.length > 0 && h("p", {}, t("askClosest")),
        h(
          "ul",
          { class: "links" },
          ...offline.related.map((related) =>
            h(
              "li",
              {},
              ...inlines(
                [{ type: "link", text: related.title, href: related.href, external: false }],
                context(),
              ),
            ),
          ),
        ),
      );
      return;
    }
    const intro =
      offline.lang === asked ? t("askFound") : t("askFoundOther", languageNames(asked, offline.lang));
    status.textContent = intro;
    fill(
      said,
      h("p", {}, intro),
      h("p", { class: "lead" }, offline.lead),
      h("h4", {}, t("askSources")),
      h(
        "ol",
        { class: "citations" },
        ...offline.citations.map((citation) =>
          h(
            "li",
            {},
            articleLink(
              citation.passage.route,
              [`${citation.passage.articleTitle} › ${citation.passage.heading}`],
              "widget-citation",
              citation.passage.sectionId || undefined,
            ),
            h("div", { class: "quote", lang: offline.lang }, ...quote(citation.quote)),
          ),
        ),
      ),
    );
  }

  const answerBlocks = (text: string): HTMLElement[] =>
    answerMarkdown(text, (path) => knownRoutes.get(lang())?.has(stripLang(path)) ?? false).map((block) =>
      block.type === "paragraph"
        ? h("p", {}, ...inlines(block.inlines, context()))
        : block.type === "heading"
          ? h("h4", {}, ...inlines(block.inlines, context()))
          : h(
              block.type === "bullets" ? "ul" : "ol",
              {},
              ...block.items.map((item) => h("li", {}, ...inlines(item, context()))),
            ),
    );

  function run(next: View) {
    view = next;
    const now = ++generation;
    const shown =
      next.kind === "home"
        ? home(now)
        : next.kind === "results"
          ? results(now, next.query)
          : next.kind === "article"
            ? article(now, next.route, next.back)
            : answer(now, next.question);
    shown.catch(() => {
      if (now !== generation) return;
      failed(
        next.kind === "article"
          ? t("articleFailed")
          : next.kind === "answer"
            ? t("askFailed")
            : t("searchFailed"),
        next,
      );
    });
  }

  function paint() {
    const current = lang();
    dialog.lang = current;
    title.textContent = t("title");
    closeButton.setAttribute("aria-label", t("close"));
    searchLabel.textContent = t("searchLabel");
    searchInput.placeholder = t("searchPlaceholder");
    askLabel.textContent = t("askLabel");
    askInput.placeholder = t("askPlaceholder");
    askButton.textContent = t("askSend");
    const contact = brand.support;
    if (contact) {
      const { href, external } = supportTarget(contact);
      const label = contact.label[current];
      fill(
        support,
        `${t("supportPrompt")} `,
        external
          ? externalLink(href, [label], t("newTab"), { "data-testid": "support-link" })
          : h("a", { href, "data-testid": "support-link" }, label),
      );
    } else fill(support);
  }

  paint();
  run(view);
  return {
    show: () => {
      dialog.hidden = false;
      searchInput.focus();
    },
    hide: () => {
      dialog.hidden = true;
    },
    update: () => {
      paint();
      run(view);
    },
    search: (query) => {
      searchInput.value = query;
      run({ kind: "results", query });
    },
    showArticle: (route) => run({ kind: "article", route: stripLang(route), back: view }),
    ask: (question) => {
      askInput.value = question;
      run({ kind: "answer", question });
    },
  };
}
