import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterMountRequest } from "~/lib/notify";
import { whenIdle } from "~/lib/idle";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toaster once the page is idle, or at once when a message needs it. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    onToasterMountRequest(() => setMounted(true));
    return whenIdle(() => setMounted(true));
  }, []);
  return mounted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
