/**
 * The assistant: a non-modal dialog (the page and the toasts stay usable beside it) that answers
 * from the help centre's own articles. Non-modal, it needs no focus trap, no portal and no layer
 * stack: it is the WAI-ARIA dialog pattern on an element of its own (focus moves in on opening and
 * back on closing, Escape closes it), rendered in place and hidden when closed, so its
 * conversation and scroll position stay as the reader left them. Loaded on the first click of the chat trigger. The
 * conversation is kept for the tab's session (conversation-store.ts), so it survives following a
 * citation to another page; nothing is sent anywhere in offline mode.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { starterQuestions } from "~/config/assistant";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { searchFor } from "~/components/search/search";
import { useLang } from "~/hooks/use-lang";
import { cn, focusRing } from "~/lib/cn";
import { whenIdle } from "~/lib/idle";
import { AssistantMessage } from "./assistant-message";
import { triggerButton, type AskRequest } from "./assistant";
import { loadAnswering } from "./load-answering";
import { useConversation } from "./use-conversation";
import { t } from "~/lib/messages";

/** At most this long after the dialog opens, its answering code and articles start loading even if the page stays busy (ms). */
const corpusWait = 500;

interface AssistantProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ask?: AskRequest;
  /** The element to focus again when the assistant closes. */
  returnFocus: RefObject<HTMLElement | null>;
  /** Reopened as the reader left it on the previous page: focus stays on the page. */
  restored?: boolean;
}

export default function AssistantRoot({
  open,
  onOpenChange,
  ask,
  returnFocus,
  restored = false,
}: AssistantProps) {
  const lang = useLang();
  const { messages, send, markUnhelpful, clear } = useConversation(lang);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const afterClose = useRef<() => void>(undefined);

  // Start loading the answering code and the page language's articles once the assistant is open,
  // after its first frame: neither is needed for the dialog to appear, and preparing the articles is
  // long work (a question asked sooner loads them itself).
  useEffect(() => {
    if (open)
      return whenIdle(
        () =>
          void loadAnswering().then(
            ({ prefetchCorpus }) => prefetchCorpus(lang),
            () => undefined,
          ),
        corpusWait,
      );
  }, [open, lang]);

  // A question handed over by the search panel is asked at once.
  useEffect(() => {
    if (ask) void send(ask.question);
  }, [ask, send]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  const submit = (question: string) => {
    setDraft("");
    void send(question);
  };

  const closeIfFullScreen = () => {
    if (!window.matchMedia("(min-width: 640px)").matches) onOpenChange(false);
  };

  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();
  const wasOpen = useRef(false);

  // Escape, with focus anywhere inside, closes it (not while an input method is composing).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing) return;
      event.stopPropagation();
      onOpenChange(false);
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [onOpenChange]);

  // Opening moves focus into the assistant (unless it reopens as the reader left it on the previous
  // page: focus stays on the page); closing gives it back where the reader was.
  useLayoutEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) {
      if (!restored) input.current?.focus();
      return;
    }
    // Handing the question to search moves focus there instead.
    const next = afterClose.current;
    afterClose.current = undefined;
    if (next) return next();
    const target = returnFocus.current?.isConnected ? returnFocus.current : triggerButton.current;
    target?.focus();
  }, [open, restored, returnFocus]);

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      hidden={!open}
      data-testid="assistant"
      ref={dialog}
      className="fixed inset-0 z-40 flex flex-col bg-background shadow-2xl sm:inset-auto sm:right-5 sm:bottom-20 sm:h-[min(40rem,calc(100dvh-7rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-border"
    >
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Icon name="sparkles" size="5" className="text-primary" />
        <h2 id={titleId} className="flex-1 font-semibold">
          {t(lang, "assistantTitle")}
        </h2>
        <IconButton
          label={t(lang, "assistantNew")}
          size="icon-sm"
          onClick={clear}
          disabled={messages.length === 0}
        >
          <Icon name="rotate-ccw" />
        </IconButton>
        <IconButton label={t(lang, "assistantClose")} size="icon-sm" onClick={() => onOpenChange(false)}>
          <Icon name="x" />
        </IconButton>
      </div>
      <p id={introId} className="sr-only">
        {t(lang, "assistantIntro")}
      </p>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        {messages.length === 0 && (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">{t(lang, "assistantIntro")}</p>
            <p className="text-xs font-semibold text-muted-foreground uppercase">
              {t(lang, "assistantStarters")}
            </p>
            <ul className="space-y-2">
              {starterQuestions[lang].map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    data-testid="assistant-starter"
                    onClick={() => submit(question)}
                    className={cn(
                      focusRing,
                      "w-full rounded-xl border border-border bg-surface px-3 py-2 text-left text-sm hover:border-primary hover:text-primary",
                    )}
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div role="log" aria-live="polite" aria-label={t(lang, "assistantTitle")}>
          <ol ref={log} className="space-y-5">
            {messages.map((message) => (
              <AssistantMessage
                key={message.id}
                message={message}
                lang={lang}
                onNavigate={closeIfFullScreen}
                onUnhelpful={() => markUnhelpful(message.id)}
                onSearch={(query) => {
                  afterClose.current = () => searchFor(query);
                  onOpenChange(false);
                }}
              />
            ))}
          </ol>
        </div>
      </div>
      <form
        className="flex items-center gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}
      >
        <label htmlFor="assistant-input" className="sr-only">
          {t(lang, "assistantInputLabel")}
        </label>
        <input
          ref={input}
          id="assistant-input"
          data-testid="assistant-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t(lang, "assistantPlaceholder")}
          autoComplete="off"
          maxLength={500}
          className={cn(
            focusRing,
            "h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm focus-visible:border-primary",
          )}
        />
        <IconButton
          label={t(lang, "assistantSend")}
          type="submit"
          variant="primary"
          size="icon"
          disabled={!draft.trim()}
        >
          <Icon name="arrow-right" />
        </IconButton>
      </form>
    </div>
  );
}
