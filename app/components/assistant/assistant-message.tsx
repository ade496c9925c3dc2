import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { linkify } from "~/lib/assistant/linkify";
import { content } from "~/lib/content/nav";
import type { Lang } from "~/lib/i18n";
import { htmlLang } from "~/lib/urls";
import type { ChatMessage } from "./chat-message";
import { ta } from "./messages";
import { Quote } from "./quote";

const isOwnRoute = (path: string) => content.page(path).kind !== "not-found";

/** The host an external link goes to ("docs.example.com"); linkify passes only https URLs. */
function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

/** Answer text from a remote endpoint: plain text, with links only to our routes or https URLs. */
function SafeText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return (
    <div className="space-y-2 whitespace-pre-line">
      {linkify(text, isOwnRoute).map((segment, index) =>
        segment.type === "text" ? (
          <span key={index}>{segment.text}</span>
        ) : segment.external ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline"
          >
            {segment.text}
            {/* Where it really goes, beside a label that could say anything. */}
            {segment.text !== segment.href && (
              <span data-testid="link-host" className="font-normal text-muted-foreground no-underline">
                {` (${hostOf(segment.href)})`}
              </span>
            )}
          </a>
        ) : (
          <a
            key={index}
            href={segment.href}
            onClick={onNavigate}
            className="font-medium text-primary underline"
          >
            {segment.text}
          </a>
        ),
      )}
    </div>
  );
}

export function AssistantMessage({
  message,
  lang,
  onNavigate,
  onSearch,
}: {
  message: ChatMessage;
  lang: Lang;
  onNavigate: () => void;
  onSearch: (query: string) => void;
}) {
  const answer = "answer" in message ? message.answer : undefined;
  const remoteText = "remoteText" in message ? message.remoteText : undefined;
  return (
    <li className="space-y-3">
      <div className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm text-primary-foreground">
        <span className="sr-only">{ta(lang, "assistantYou")}: </span>
        {message.question}
      </div>
      <div
        data-testid="assistant-answer"
        className="max-w-full rounded-2xl rounded-bl-sm border border-border bg-surface px-3.5 py-3 text-sm"
      >
        {message.state === "thinking" && (
          <p className="text-muted-foreground">{ta(lang, "assistantThinking")}</p>
        )}
        {message.state === "failed" && <p>{ta(lang, "assistantFailed")}</p>}
        {remoteText !== undefined && <SafeText text={remoteText} onNavigate={onNavigate} />}
        {answer?.kind === "not-covered" && remoteText === undefined && (
          // Said in the language the question was asked in (answer.lang), like the links.
          <div className="space-y-2" lang={answer.lang === lang ? undefined : htmlLang[answer.lang]}>
            <p className="font-medium">{ta(answer.lang, "assistantNotCovered")}</p>
            {answer.related.length > 0 && (
              <>
                <p className="text-muted-foreground">{ta(answer.lang, "assistantClosest")}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {answer.related.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} onClick={onNavigate} className="font-medium text-primary underline">
                        {item.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <button
              type="button"
              onClick={() => onSearch(message.question)}
              className="inline-flex items-center gap-1.5 rounded-md border border-border px-2.5 py-1.5 text-xs font-medium hover:bg-muted"
            >
              <Icon name="search" size="3.5" />
              {ta(answer.lang, "assistantSearchFor", { query: message.question })}
            </button>
          </div>
        )}
        {answer?.kind === "answer" && (
          <div className={cn("space-y-3", remoteText !== undefined && "mt-3 border-t border-border pt-3")}>
            {remoteText === undefined && (
              <div className="space-y-1">
                <p className="text-muted-foreground">
                  {answer.lang === lang ? ta(lang, "assistantFound") : ta(lang, "assistantFoundOther")}
                </p>
                {/* The direct answer, drawn from the articles' own text; the sources follow. */}
                <p
                  data-testid="assistant-lead"
                  lang={answer.lang === lang ? undefined : htmlLang[answer.lang]}
                  className="font-medium"
                >
                  {answer.lead}
                </p>
              </div>
            )}
            {remoteText !== undefined && (
              <p className="text-xs font-semibold text-muted-foreground uppercase">
                {ta(lang, "assistantSources")}
              </p>
            )}
            <ol className="space-y-3">
              {answer.citations.map((citation) => (
                <li key={citation.href} className="space-y-1">
                  <a
                    href={citation.href}
                    onClick={onNavigate}
                    data-testid="assistant-citation"
                    lang={answer.lang === lang ? undefined : htmlLang[answer.lang]}
                    className="block font-medium text-primary hover:underline"
                  >
                    {citation.passage.articleTitle}
                    {citation.passage.heading && (
                      <span className="text-muted-foreground"> › {citation.passage.heading}</span>
                    )}
                  </a>
                  {remoteText === undefined && (
                    <Quote
                      blocks={citation.quote}
                      lang={answer.lang === lang ? undefined : htmlLang[answer.lang]}
                    />
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </li>
  );
}
