import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster as Sonner, toast } from "sonner";
import { PageContext, useT } from "~/hooks/use-lang";
import { pageLocation } from "~/lib/page-location";

/**
 * The one toast region, with the spec's constants: 3 visible, 4000 ms, bottom-right, Alt+T,
 * 14 px gap and 32 px offset from the right (Sonner's defaults also give 356 px width, 20 px swipe
 * threshold and 200 ms removal, as the spec asks). From the bottom the stack starts above the
 * floating assistant button (20 px + 48 px + 20 px), so a toast never covers it.
 */
function Toaster({ onReady }: { onReady: () => void }) {
  const t = useT();
  // Runs after Sonner's own effects (children first), so the region is listening by then.
  useEffect(onReady, [onReady]);
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={{ right: 32, bottom: 88 }}
      mobileOffset={{ bottom: 88 }}
      hotkey={["altKey", "KeyT"]}
      closeButton
      containerAriaLabel={t("notifications")}
      toastOptions={{ closeButtonAriaLabel: t("closeToast") }}
    />
  );
}

/** Mounts the toaster at the end of the page (see notify.ts); resolves once it is listening. */
export function mountToaster(): Promise<typeof toast> {
  const container = document.createElement("div");
  document.body.append(container);
  return new Promise((resolve) => {
    createRoot(container).render(
      <PageContext value={pageLocation(window.location.pathname)}>
        <Toaster onReady={() => resolve(toast)} />
      </PageContext>,
    );
  });
}
