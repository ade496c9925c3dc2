/**
 * Hydrates one island: loaded with React itself, on the first island that wakes (boot.ts keeps
 * React off the first load).
 */
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { pageAt } from "~/lib/page";
import { IslandFrame } from "./frame";

/** Resolves once the island has hydrated and its effects have run. */
export function mount(
  element: HTMLElement,
  component: ComponentType<never>,
  props: object,
  pathname: string,
  uid: string,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <IslandFrame page={pageAt(pathname)} onHydrated={resolve}>
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
}
