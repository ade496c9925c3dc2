import { lazy, Suspense, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/hooks/use-lang";
import { takePendingQuestion } from "~/lib/assistant-bridge";

// The assistant (dialog, retrieval, corpus) loads on the first click; only this button is on the first load.
const AssistantRoot = lazy(() => import("./assistant-root"));

export interface AskRequest {
  question: string;
  /** Distinguishes two requests with the same text. */
  id: number;
}

/** The floating button that opens the assistant; the search panel's "Ask …" option activates it too. */
export function ChatTrigger() {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [ask, setAsk] = useState<AskRequest>();
  // Where focus goes back when the assistant closes: wherever the reader was before opening it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        data-testid="chat-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          const question = takePendingQuestion();
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body ? active : event.currentTarget;
          if (question) setAsk({ question, id: Date.now() });
          setMounted(true);
          setOpen((current) => (question ? true : !current));
        }}
        className="fixed right-5 bottom-5 z-30 flex h-12 items-center gap-2 rounded-full bg-primary px-4 font-medium text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Icon name="sparkles" className="size-5" />
        <span className="hidden sm:inline">{t("chatTrigger")}</span>
        <span className="sr-only sm:hidden">{t("chatTrigger")}</span>
      </button>
      {mounted && (
        <Suspense>
          <AssistantRoot open={open} onOpenChange={setOpen} ask={ask} returnFocus={opener} />
        </Suspense>
      )}
    </>
  );
}
