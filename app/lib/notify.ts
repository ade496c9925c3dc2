/**
 * Toasts without Sonner on the first load: the first message mounts the toaster (a React root of
 * its own, app/components/layout/toaster.tsx) and waits for it. Reading an article never pays for
 * toasts it does not show.
 */
import type { toast } from "sonner";

type Kind = "success" | "error";
type Toast = typeof toast;

let toaster: Promise<Toast> | undefined;

export function notify(kind: Kind, message: string): void {
  toaster ??= import("~/components/layout/toaster").then(({ mountToaster }) => mountToaster());
  void toaster.then((toast) => {
    toast[kind](message);
  });
}
