import { useStore } from "~/hooks/use-store";
import { assistantStore, type AssistantState } from "./assistant";

/** The assistant's state (assistant.ts), for the chat trigger's island. */
export function useAssistant(): AssistantState {
  return useStore(assistantStore);
}
