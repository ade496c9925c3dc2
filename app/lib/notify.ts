/**
 * Toasts without Sonner on the first load: the toaster mounts lazily (at idle, or at the first
 * message) and messages wait for it. Reading an article never pays for toasts it does not show.
 */
type Kind = "success" | "error";

let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});
let requestMount: () => void = () => undefined;

/** Called by the lazy toaster once Sonner's region is mounted and listening. */
export function toasterReady(): void {
  resolveReady();
}

/** Called by the lazy toaster to let the first message mount it early. */
export function onToasterMountRequest(mount: () => void): void {
  requestMount = mount;
}

export function notify(kind: Kind, message: string): void {
  requestMount();
  void ready
    .then(() => import("sonner"))
    .then(({ toast }) => {
      toast[kind](message);
    });
}
