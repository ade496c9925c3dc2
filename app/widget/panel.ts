/**
 * The widget's panel: a non-modal dialog beside the launcher with the articles suggested for the
 * host's screen, the help centre's own search, an article read in place, the assistant, and the
 * support link where help ends. Plain DOM (React alone would be over the first open's budget),
 * over the site's own modules: the search client, the assistant, the Markdown reader. Loaded by
 * the loader on the first press; the assistant's code loads with the first question.
 */
import { brand } from "~/config/brand";
import { format } from "~/lib/i18n";
import { supportTarget } from "~/lib/support";
import { stripLang } from "~/lib/urls";
import { isArticleRoute, type WidgetData } from "~/lib/widget-data";
import type { Answering } from "./answering";
import { showAnswer } from "./answer-view";
import type { Panel, PanelHost } from "./contract";
import { fill, h, type Child } from "./h";
import type { WidgetMessages } from "./messages/pt";
import { panelCss } from "./panel-css";
import { externalLink, type LinkTarget, type RenderContext } from "./render";
import type { ViewContext } from "./view-context";
import { showArticle, showHome, showResults } from "./views";
import { Sources } from "./sources";

/** How long typing pauses before the search runs (ms). */
const typingPause = 150;
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

  /**
   * Where a link in an article or answer leads: the help centre's own pages by the widget's origin,
   * and its articles (their route's shape says so) into the panel.
   */
  const target = (href: string): LinkTarget => {
    const site = brand.siteUrl.replace(/\/$/, "");
    const path = href.startsWith(`${site}/`)
      ? href.slice(site.length)
      : href.startsWith("/")
        ? href
        : undefined;
    if (path === undefined) return { href };
    const route = stripLang(path.split("#")[0]!.split("?")[0]!);
    return { href: sources.url(path), ...(isArticleRoute(route) ? { route } : {}) };
  };
  const render = (): RenderContext => ({
    target,
    openRoute: (route) => run({ kind: "article", route, back: view }),
    newTab: t("newTab"),
  });

  const data = (): Promise<WidgetData> => sources.data(lang());

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

  function run(next: View) {
    view = next;
    const now = ++generation;
    const context: ViewContext = {
      sources,
      lang: lang(),
      state: host.state(),
      t,
      status,
      body,
      current: () => now === generation,
      data,
      articleLink,
      render: render(),
      answering: loadAnswering,
    };
    const shown =
      next.kind === "home"
        ? showHome(context)
        : next.kind === "results"
          ? showResults(context, next.query)
          : next.kind === "article"
            ? showArticle(context, next.route, () => run(next.back))
            : showAnswer(context, next.question);
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
