/**
 * Hydrates one island: loaded with React itself, on the first island that wakes (boot.ts keeps
 * React off the first load).
 */
import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { pageLocation } from "~/lib/page-location";
import { IslandFrame } from "./frame";

/**
 * Resolves once the island has hydrated and its effects have run. Hydration is a transition, so
 * React renders it in slices of a few milliseconds and gives the main thread back in between: at
 * the default priority it renders a whole island in one task, which for the first island, with
 * React's code still cold, was a task of 40–75 ms at a 4x CPU slowdown. The reader loses nothing
 * meanwhile: a click on an island still hydrating is held by the early page script, and a key
 * typed into a field makes React finish that island's hydration at once.
 */
export function mount(
  element: HTMLElement,
  component: ComponentType<never>,
  props: object,
  pathname: string,
  uid: string,
): Promise<void> {
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame page={pageLocation(pathname)} onHydrated={resolve}>
          {createElement(component as ComponentType<object>, props)}
        </IslandFrame>,
        {
          identifierPrefix: uid,
          // The markup did not match (React rendered the island afresh): a bug to see in the console
          // and in the browser tests, which fail on console errors.
          onRecoverableError: (error) => console.error("Island hydration:", element.dataset.island, error),
        },
      );
    });
  });
}
