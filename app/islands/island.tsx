/**
 * An island: a component pre-rendered to HTML like the rest of the page, and the only kind of code
 * the browser runs. Everything else on a page is HTML and CSS, never re-rendered by React.
 *
 * An island is the default export of a file named `*.island.tsx` under app/components. At build
 * time it is rendered as a root of its own (as the browser will hydrate it: same tree, same `useId`
 * values) into a `<lumi-island>` element (`display: contents`) that carries the file's path under
 * app/components, its props (JSON, left out when empty), the prefix of its ids, and `data-idle` when
 * it wakes at idle rather than on first use; app/islands/boot.ts finds these elements and hydrates
 * them. Inside an island, `<Island>` renders its component in place.
 */
import { createElement, useContext, useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { usePage } from "~/hooks/use-lang";
import { InIsland, IslandFrame } from "./frame";
import { islandFiles } from "./ids";

interface IslandModule {
  default: ComponentType<never>;
}

/** When an island wakes: once the browser is idle after the load, or on first use (see boot.ts). */
export type Hydrate = "idle" | "use";

// Build time only: this module is rendered by the pre-renderer, never shipped to the browser.
const modules = import.meta.glob<IslandModule>("./**/*.island.tsx", { base: "/app/components", eager: true });

/** The island's file, as the browser's entry lists it too (`./search/search-box.island.tsx`). */
function fileOf(component: ComponentType<never>): string {
  for (const [path, module] of Object.entries(modules)) {
    if (module.default !== component) continue;
    if (!(Object.values(islandFiles) as string[]).includes(path))
      throw new Error(`The island ${path} has no id in app/islands/ids.ts`);
    return path;
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
      // The ids React made for the island (`useId`) start with this; when none is in its HTML, any
      // prefix hydrates it, and the browser picks one (boot.ts).
      data-uid={html.includes(uid) ? uid : undefined}
      data-idle={hydrate === "idle" ? "" : undefined}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
