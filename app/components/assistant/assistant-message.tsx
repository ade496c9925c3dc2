import { SupportPrompt } from "~/components/support/support-link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { answerMarkdown, type Inline } from "~/lib/assistant/answer-markdown";
import { sourceRoutes } from "~/lib/assistant/linkify";
import type { AskSource } from "~/lib/assistant/ask-service";
import { languageNames, type Lang } from "~/lib/i18n";
import { htmlLang } from "~/lib/urls";
import type { ChatMessage } from "./chat-message";
import { Rating } from "./not-helpful";
import { Quote } from "./quote";
import { hasMessages, t } from "~/lib/messages";

/** The host an external link goes to ("docs.example.com"); linkify passes only https URLs. */
function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

/** A piece of a line of the service's answer: text, a mark, or a link only to our routes or https URLs. */
function InlineText({ inline, onNavigate }: { inline: Inline; onNavigate: () => void }) {
  if (inline.type === "text") return inline.text;
  if (inline.type === "strong") return <strong>{inline.text}</strong>;
  if (inline.type === "emphasis") return <em>{inline.text}</em>;
  if (inline.type === "code")
    return <code className="rounded bg-muted px-1 font-mono text-xs">{inline.text}</code>;
  if (!inline.external)
    return (
      <a href={inline.href} onClick={onNavigate} className="font-medium text-primary underline">
        {inline.text}
      </a>
    );
  return (
    <a
      href={inline.href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline"
    >
      {inline.text}
      {/* Where it really goes, beside a label that could say anything. */}
      {inline.text !== inline.href && (
        <span data-testid="link-host" className="font-normal text-muted-foreground no-underline">
          {` (${hostOf(inline.href)})`}
        </span>
      )}
    </a>
  );
}

/**
 * The answering service's text, as the Markdown a model writes; never as HTML. Its links to our
 * pages are kept only to the sources it read (the prompt's rule, server/ask/prompt.js).
 */
function ServiceText({
  text,
  sources,
  onNavigate,
}: {
  text: string;
  sources: readonly AskSource[];
  onNavigate: () => void;
}) {
  const line = (inlines: Inline[]) =>
    inlines.map((inline, index) => <InlineText key={index} inline={inline} onNavigate={onNavigate} />);
  return (
    <div data-testid="assistant-service-text" className="space-y-2">
      {answerMarkdown(text, sourceRoutes(sources)).map((block, index) => {
        if (block.type === "paragraph") return <p key={index}>{line(block.inlines)}</p>;
        if (block.type === "heading")
          return (
            <p key={index} className="font-semibold">
              {line(block.inlines)}
            </p>
          );
        const List = block.type === "bullets" ? "ul" : "ol";
        return (
          <List
            key={index}
            className={cn("space-y-1 pl-5", block.type === "bullets" ? "list-disc" : "list-decimal")}
          >
            {block.items.map((item, position) => (
              <li key={position}>{line(item)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

/** The sections the service read, linked: shown as soon as they arrive, before the text. */
function Sources({
  sources,
  lang,
  onNavigate,
}: {
  sources: AskSource[];
  lang: Lang;
  onNavigate: () => void;
}) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 space-y-2 border-t border-border pt-3">
      <p className="text-xs font-semibold text-muted-foreground uppercase">{t(lang, "assistantSources")}</p>
      <ol className="space-y-1">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              onClick={onNavigate}
              data-testid="assistant-citation"
              className="block font-medium text-primary hover:underline"
            >
              {source.title}
              {source.section && <span className="text-muted-foreground"> › {source.section}</span>}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AssistantMessage({
  message,
  lang,
  onNavigate,
  onSearch,
  onUnhelpful,
}: {
  message: ChatMessage;
  lang: Lang;
  onNavigate: () => void;
  onSearch: (query: string) => void;
  /** The reader says this answer did not help. */
  onUnhelpful: () => void;
}) {
  const answer = message.state === "answered" ? message.answer : undefined;
  const rating = { lang, onUnhelpful, onNavigate, onSearch };
  const declinedIn = answer?.kind === "not-covered" && hasMessages(answer.lang) ? answer.lang : lang;
  return (
    <li className="space-y-3">
      <div className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm text-primary-foreground">
        <span className="sr-only">{t(lang, "assistantYou")}: </span>
        {message.question}
      </div>
      <div
        data-testid="assistant-answer"
        className="max-w-full rounded-2xl rounded-bl-sm border border-border bg-surface px-3.5 py-3 text-sm"
      >
        {message.state === "thinking" && (
          <p className="text-muted-foreground">{t(lang, "assistantThinking")}</p>
        )}
        {message.state === "failed" && <p>{t(lang, "assistantFailed")}</p>}
        {(message.state === "streaming" || message.state === "streamed") && (
          <div aria-busy={message.state === "streaming"}>
            {message.text ? (
              <ServiceText text={message.text} sources={message.sources} onNavigate={onNavigate} />
            ) : (
              <p className="text-muted-foreground">{t(lang, "assistantWriting")}</p>
            )}
            <Sources sources={message.sources} lang={lang} onNavigate={onNavigate} />
          </div>
        )}
        {message.state === "streamed" && (
          <div className="mt-3">
            <Rating
              question={message.question}
              unhelpful={message.unhelpful}
              cited={message.sources.map((source) => source.url)}
              {...rating}
            />
          </div>
        )}
        {answer?.kind === "not-covered" && (
          // Said in the language the question was asked in (answer.lang), like the links, once its
          // strings are at hand (the conversation loads them); in the page's until then.
          <div className="space-y-2" lang={declinedIn === lang ? undefined : htmlLang[declinedIn]}>
            <p className="font-medium">{t(declinedIn, "assistantNotCovered")}</p>
            {answer.related.length > 0 && (
              <>
                <p className="text-muted-foreground">{t(declinedIn, "assistantClosest")}</p>
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
              {t(declinedIn, "assistantSearchFor", { query: message.question })}
            </button>
            <SupportPrompt className="text-muted-foreground" />
          </div>
        )}
        {answer?.kind === "answer" && (
          <div className="space-y-3">
            <div className="space-y-1">
              <p className="text-muted-foreground">
                {answer.lang === lang
                  ? t(lang, "assistantFound")
                  : t(lang, "assistantFoundOther", languageNames(lang, answer.lang))}
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
                  <Quote
                    blocks={citation.quote}
                    lang={answer.lang === lang ? undefined : htmlLang[answer.lang]}
                  />
                </li>
              ))}
            </ol>
            {message.state === "answered" && (
              <Rating
                question={message.question}
                unhelpful={message.unhelpful}
                {...rating}
                answerLang={answer.lang}
                cited={answer.citations.map((citation) => citation.href)}
              />
            )}
          </div>
        )}
      </div>
    </li>
  );
}
