/**
 * "This answer did not help": the control under each of the assistant's answers, and what it offers
 * once used: the articles closest to the question that the answer did not cite, a search for the
 * question, and the way to a person when the brand has one. Nothing is sent anywhere: the reader's
 * word stays with the conversation in this tab.
 */
import { useEffect, useRef, useState } from "react";
import { SupportPrompt } from "~/components/support/support-link";
import { Icon } from "~/components/ui/icon";
import { cn, focusRing } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { htmlLang } from "~/lib/urls";
import type { FurtherArticle } from "./further-reading";
import { loadAnswering } from "./load-answering";
import { t } from "~/lib/messages";

const buttonClass = cn(
  focusRing,
  "inline-flex items-center gap-1.5 rounded-md border border-border px-2.5 py-1.5 text-xs font-medium hover:bg-muted",
);

/**
 * Under an answer that is complete: "This answer did not help", then, once the reader has said so,
 * what else may help.
 */
export function Rating({
  question,
  unhelpful,
  lang,
  answerLang = lang,
  cited,
  onUnhelpful,
  onNavigate,
  onSearch,
}: {
  question: string;
  unhelpful: boolean | undefined;
  /** The page's language, which the control and the follow-up speak. */
  lang: Lang;
  /** The language the answer was given in: the articles offered are in it too. */
  answerLang?: Lang;
  cited: readonly string[];
  onUnhelpful: () => void;
  onNavigate: () => void;
  onSearch: (query: string) => void;
}) {
  // Focus follows the reader's press, not a conversation shown again on the next page.
  const [pressed, setPressed] = useState(false);
  if (!unhelpful)
    return (
      <NotHelpfulButton
        lang={lang}
        onPress={() => {
          setPressed(true);
          onUnhelpful();
        }}
      />
    );
  return (
    <NotHelpfulFollowUp
      question={question}
      lang={lang}
      answerLang={answerLang}
      cited={cited}
      focus={pressed}
      onNavigate={onNavigate}
      onSearch={onSearch}
    />
  );
}

/** A real button under the answer; pressing it replaces it with the follow-up, which takes focus. */
function NotHelpfulButton({ lang, onPress }: { lang: Lang; onPress: () => void }) {
  return (
    <button type="button" data-testid="assistant-not-helpful" onClick={onPress} className={buttonClass}>
      <Icon name="thumbs-down" size="3.5" />
      {t(lang, "assistantNotHelpful")}
    </button>
  );
}

/**
 * What follows "did not help". `focus` when the reader has just pressed the button (not when the
 * conversation is shown again on another page), so keyboard and screen-reader users land on it.
 */
function NotHelpfulFollowUp({
  question,
  lang,
  answerLang,
  cited,
  focus,
  onNavigate,
  onSearch,
}: {
  question: string;
  lang: Lang;
  answerLang: Lang;
  /** The links the answer already gave. */
  cited: readonly string[];
  focus: boolean;
  onNavigate: () => void;
  onSearch: (query: string) => void;
}) {
  const [articles, setArticles] = useState<FurtherArticle[]>([]);
  const heading = useRef<HTMLParagraphElement>(null);
  const citedKey = cited.join(" ");

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  // Usually at hand (the offline answer reads the same corpus); without it, search is still offered.
  useEffect(() => {
    let current = true;
    loadAnswering()
      .then(({ furtherArticlesFor }) => furtherArticlesFor(question, answerLang, citedKey.split(" ")))
      .then((found) => {
        if (current) setArticles(found);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [question, answerLang, citedKey]);

  return (
    <div data-testid="assistant-follow-up" className="space-y-2 border-t border-border pt-3">
      <p ref={heading} tabIndex={-1} className={cn(focusRing, "rounded-sm font-medium")}>
        {t(lang, "assistantSorry")}
      </p>
      {articles.length > 0 && (
        <>
          <p className="text-muted-foreground">{t(lang, "assistantOtherArticles")}</p>
          <ul
            className="list-disc space-y-1 pl-5"
            lang={answerLang === lang ? undefined : htmlLang[answerLang]}
          >
            {articles.map((article) => (
              <li key={article.href}>
                <a
                  href={article.href}
                  onClick={onNavigate}
                  data-testid="assistant-further-article"
                  className={cn(focusRing, "font-medium text-primary underline")}
                >
                  {article.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" onClick={() => onSearch(question)} className={buttonClass}>
        <Icon name="search" size="3.5" />
        {t(lang, "assistantSearchFor", { query: question })}
      </button>
      <SupportPrompt className="text-muted-foreground" />
    </div>
  );
}
