import { useCallback } from "react";
import { notify } from "~/lib/notify";

/**
 * Copies text and confirms with a toast. Clipboard access can be refused (insecure origin,
 * permissions): the reader is told instead of left guessing.
 */
export function useCopy() {
  return useCallback(async (text: string, messages: { success: string; failure: string }) => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(text);
      notify("success", messages.success);
      return true;
    } catch {
      notify("error", messages.failure);
      return false;
    }
  }, []);
}
