/** The panel's answer to a reader's question. */
import { answerMarkdown } from "~/lib/assistant/answer-markdown";
import type { AskSource } from "~/lib/assistant/ask-service";
import { sourceRoutes } from "~/lib/assistant/linkify";
import { languageNames } from "~/lib/i18n";
import { fill, h } from "./h";
import { inlines, quote } from "./render";
import type { ViewContext } from "./view-context";

/**
 * The assistant's answer: the answering service's when the help centre turned it on, else (or when
 * it fails) the offline answer with its citations, as on the site.
 */
export async function showAnswer(view: ViewContext, question: string) {
  const asked = view.lang;
  view.status.textContent = view.t("askThinking");
  const said = h("div", { class: "answer", "data-testid": "widget-answer", "aria-busy": "true" });
  fill(view.body, h("p", { class: "question" }, question), said);
  const module = await view.answering();
  if (await module.serviceOn()) {
    try {
      view.status.textContent = view.t("askWriting");
      const result = await module.service(question, asked, (text, read) => {
        if (view.current()) fill(said, ...answerBlocks(view, text, read));
      });
      if (!view.current()) return;
      if (result.kind === "answer") {
        fill(said, ...answerBlocks(view, result.text, result.sources));
        said.removeAttribute("aria-busy");
        view.status.textContent = view.t("askFound");
        return;
      }
    } catch {
      said.before(h("p", { class: "note" }, view.t("askServiceFailed")));
    }
  }
  const offline = await module.offline(question, asked);
  if (!view.current()) return;
  said.removeAttribute("aria-busy");
  if (offline.kind === "not-covered") {
    view.status.textContent = view.t("askNotCovered");
    fill(
      said,
      h("p", {}, view.t("askNotCovered")),
      offline.related.length > 0 && h("p", {}, view.t("askClosest")),
      h(
        "ul",
        { class: "links" },
        ...offline.related.map((related) =>
          h(
            "li",
            {},
            ...inlines(
              [{ type: "link", text: related.title, href: related.href, external: false }],
              view.render,
            ),
          ),
        ),
      ),
    );
    return;
  }
  const intro =
    offline.lang === asked ? view.t("askFound") : view.t("askFoundOther", languageNames(asked, offline.lang));
  view.status.textContent = intro;
  fill(
    said,
    h("p", {}, intro),
    h("p", { class: "lead" }, offline.lead),
    h("h4", {}, view.t("askSources")),
    h(
      "ol",
      { class: "citations" },
      ...offline.citations.map((citation) =>
        h(
          "li",
          {},
          view.articleLink(
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

/** The service's text as Markdown; its links to our pages kept only to the sources it read. */
const answerBlocks = (view: ViewContext, text: string, read: readonly AskSource[]): HTMLElement[] =>
  answerMarkdown(text, sourceRoutes(read)).map((block) =>
    block.type === "paragraph"
      ? h("p", {}, ...inlines(block.inlines, view.render))
      : block.type === "heading"
        ? h("h4", {}, ...inlines(block.inlines, view.render))
        : h(
            block.type === "bullets" ? "ul" : "ol",
            {},
            ...block.items.map((item) => h("li", {}, ...inlines(item, view.render))),
          ),
  );
