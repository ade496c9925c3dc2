import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { onDemand } from "~/hooks/on-demand";
import { useT } from "~/hooks/use-lang";
import { restoreAssistant, returnFocus, setAssistantOpen, toggleAssistant, triggerButton } from "./assistant";
import { useAssistant } from "./use-assistant";
import { readConversation, saveConversation } from "./conversation-store";

// The assistant (dialog, retrieval, corpus) loads on the first opening; only this button is on the first load.
const assistantRoot = onDemand(() => import("./assistant-root"));
// The island wakes on use (the pointer over the button, focus, a key, a request from search): the
// dialog is wanted next. Loaded now, it opens in the press's own render rather than one later.
// (Not when the page is pre-rendered: the build renders no dialog.)
if (typeof document !== "undefined") void assistantRoot.preload();

/**
 * The floating button that opens the assistant, and the assistant once opened (its state is in
 * assistant.ts: search can open it with a question). An assistant the reader left open on the
 * previous page opens again here, with its conversation (conversation-store.ts).
 */
export default function ChatTrigger() {
  const t = useT();
  const { open, loaded, ask, restored } = useAssistant();
  const AssistantRoot = assistantRoot.useComponent(loaded);
  useEffect(() => {
    if (readConversation().open) restoreAssistant();
  }, []);
  useEffect(() => {
    if (loaded) saveConversation({ open });
  }, [loaded, open]);
  return (
    <>
      <Button
        ref={triggerButton}
        variant="floating"
        size="floating"
        data-testid="chat-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => toggleAssistant(event.currentTarget)}
        className="right-5"
      >
        <Icon name="sparkles" size="5" />
        <span className="hidden sm:inline">{t("chatTrigger")}</span>
        <span className="sr-only sm:hidden">{t("chatTrigger")}</span>
      </Button>
      {AssistantRoot && (
        <AssistantRoot
          open={open}
          onOpenChange={setAssistantOpen}
          ask={ask}
          returnFocus={returnFocus}
          restored={restored}
        />
      )}
    </>
  );
}
