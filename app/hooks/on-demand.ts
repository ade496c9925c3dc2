/**
 * A component whose code loads when first needed, in place of React's `lazy`. `lazy` suspends on
 * its first render even when the code is already in (its promise settles a moment later), and
 * React then holds the revealed content back for up to 300 ms (its fallback throttle): a dialog
 * whose code had arrived at the reader's first sign of intent still opened a fifth of a second late.
 * Here the component renders in the same pass when its code is in, and as soon as it arrives when
 * not. Loading follows the page's retry policy; a load that failed for good is tried again the next
 * time the component is wanted, or when the network or the tab comes back.
 */
import { useEffect, useReducer, type ComponentType } from "react";
import { onComeBack, withRetries } from "~/lib/retry-policy";

export interface OnDemand<P> {
  /** Starts loading the code, once; settles when it is in (or has failed for good). */
  preload: () => Promise<void>;
  /** The component while `wanted`, once its code is in; wanting it starts the load. */
  useComponent: (wanted: boolean) => ComponentType<P> | undefined;
}

export function onDemand<P>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const waiting = new Set<() => void>();

  const preload = (): Promise<void> =>
    (loading ??= withRetries(load).then(
      (module) => {
        component = module.default;
        for (const arrived of waiting) arrived();
      },
      () => {
        // Failed for good: the next wish to use it, or the network or tab coming back, tries again.
        loading = undefined;
        const stop = onComeBack(() => {
          stop();
          if (waiting.size > 0) void preload();
        });
      },
    ));

  const useComponent = (wanted: boolean): ComponentType<P> | undefined => {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const shown = wanted ? component : undefined;
    useEffect(() => {
      if (!wanted || shown) return;
      // Arrived between this render and now: render again at once.
      if (component) return arrived();
      waiting.add(arrived);
      void preload();
      return () => void waiting.delete(arrived);
    }, [wanted, shown]);
    return shown;
  };

  return { preload, useComponent };
}
