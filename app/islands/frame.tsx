import { createContext, useEffect, type ReactNode } from "react";
import { PageContext } from "~/hooks/use-lang";
import type { PageLocation } from "~/lib/page-location";

/** True inside an island: an `<Island>` met there renders its component in place. */
export const InIsland = createContext(false);

/**
 * What wraps an island's component, the same at build time and in the browser (so `useId` agrees):
 * the page it is on, and a callback once it has hydrated.
 */
export function IslandFrame({
  page,
  onHydrated,
  children,
}: {
  page: PageLocation;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <PageContext value={page}>
      <InIsland value={true}>
        {children}
        <Hydrated onHydrated={onHydrated} />
      </InIsland>
    </PageContext>
  );
}

// Effects run children first, so by the time this one runs the island's own effects have run too.
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
