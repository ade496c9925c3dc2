import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/hooks/use-lang";
import { readConversation, saveConversation } from "./conversation-store";

// The assistant (dialog, retrieval, corpus) loads on the first click; only this button is on the first load.
const AssistantRoot = lazy(() => import("./assistant-root"));

export interface AskRequest {
  question: string;
  /** Distinguishes two requests with the same text. */
  id: number;
}

/**
 * The floating button that opens the assistant. A question handed over from search (`lumi:ask`,
 * see assistant-bridge.ts) opens it and is asked at once. An assistant the reader left open on the
 * previous page opens again here, with its conversation (conversation-store.ts).
 */
export default function ChatTrigger() {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [ask, setAsk] = useState<AskRequest>();
  const [restored, setRestored] = useState(false);
  // Where focus goes back when the assistant closes: wherever the reader was before opening it.
  const opener = useRef<HTMLElement | null>(null);
  const remember = (fallback: HTMLElement) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : fallback;
    setMounted(true);
  };
  useEffect(() => {
    const onAsk = (event: Event) => {
      remember(document.body);
      setRestored(false);
      setAsk({ question: (event as CustomEvent<{ question: string }>).detail.question, id: Date.now() });
      setOpen(true);
    };
    window.addEventListener("lumi:ask", onAsk);
    return () => window.removeEventListener("lumi:ask", onAsk);
  }, []);
  useEffect(() => {
    if (!readConversation().open) return;
    setRestored(true);
    setMounted(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    if (mounted) saveConversation({ open });
  }, [mounted, open]);
  return (
    <>
      <Button
        variant="floating"
        size="floating"
        data-testid="chat-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          remember(event.currentTarget);
          setRestored(false);
          setOpen((current) => !current);
        }}
        className="right-5"
      >
        <Icon name="sparkles" className="size-5" />
        <span className="hidden sm:inline">{t("chatTrigger")}</span>
        <span className="sr-only sm:hidden">{t("chatTrigger")}</span>
      </Button>
      {mounted && (
        <Suspense>
          <AssistantRoot
            open={open}
            onOpenChange={setOpen}
            ask={ask}
            returnFocus={opener}
            restored={restored}
          />
        </Suspense>
      )}
    </>
  );
}
