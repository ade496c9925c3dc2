import type { ComponentProps, ReactNode } from "react";
import { Island } from "~/islands/island";
import CopyButton from "./copy-button.island";

/** A fenced code block with a copy button. */
export function Pre(props: ComponentProps<"pre">) {
  return (
    <div data-code-block className="group relative my-5">
      <pre
        {...props}
        // A wide block scrolls sideways; keyboard users must be able to focus it to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-code px-4 py-3 pr-12 font-mono text-sm leading-relaxed text-code-foreground"
      />
      <Island component={CopyButton} hydrate="use" props={{ source: { block: true } }} />
    </div>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  return "";
}

/** An inline value the reader types or pastes, with its own copy button: `<Copy>openid</Copy>`. */
export function Copy({ children }: { children: ReactNode }) {
  const value = textOf(children);
  return (
    // One chip holding the value and its button, so punctuation after it sits right against it.
    <span className="inline-flex max-w-full items-center rounded bg-muted align-middle">
      <code className="rounded px-1.5 py-0.5 font-mono text-[0.875em] break-all">{children}</code>
      <Island component={CopyButton} hydrate="use" props={{ source: { value } }} />
    </span>
  );
}
