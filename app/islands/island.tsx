/**
 * An island: a component pre-rendered to HTML like the rest of the page, and the only kind of code
 * the browser runs. Everything else on a page is HTML and CSS, never re-rendered by React.
 *
 * An island is the default export of a file named `*.island.tsx`. At build time it is rendered as
 * a root of its own (as the browser will hydrate it: same tree, same `useId` values) into a
 * `<lumi-island>` element (`display: contents`) that carries the file's path, its props (JSON)
 * and when to wake; app/islands/boot.ts finds these elements and hydrates them. Inside an island,
 * `<Island>` renders its component in place.
 */
import { createElement, useContext, useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { usePage } from "~/hooks/use-lang";
import { InIsland, IslandFrame } from "./frame";

interface IslandModule {
  default: ComponentType<never>;
}

/** When an island wakes: once the browser is idle after the load, or on first use (see boot.ts). */
export type Hydrate = "idle" | "use";

// Build time only: this module is rendered by the pre-renderer, never shipped to the browser.
const modules = import.meta.glob<IslandModule>("/app/**/*.island.tsx", { eager: true });

/** The island's file, as the browser's entry lists it too (`/app/…/x.island.tsx`). */
function fileOf(component: ComponentType<never>): string {
  for (const [path, module] of Object.entries(modules)) {
    if (module.default === component) return path;
  }
  throw new Error(
    `<Island> needs the default export of a *.island.tsx file; got ${component.displayName ?? component.name}`,
  );
}

export function Island<P extends object>({
  component,
  props,
  hydrate = "idle",
}: {
  /** The default export of a `*.island.tsx` file. */
  component: ComponentType<P>;
  /** Sent to the browser as JSON: plain data only. */
  props: P;
  hydrate?: Hydrate;
}) {
  const page = usePage();
  const uid = useId();
  const nested = useContext(InIsland);
  if (nested) return createElement(component, props);
  const html = renderToString(<IslandFrame page={page}>{createElement(component, props)}</IslandFrame>, {
    identifierPrefix: uid,
  });
  return (
    <lumi-island
      data-island={fileOf(component as ComponentType<never>)}
      data-uid={uid}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
