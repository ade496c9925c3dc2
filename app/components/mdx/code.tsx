import { useRef, type ComponentProps, type ReactNode } from "react";
import { CopyButton } from "./copy-button";

/** A fenced code block with a copy button. */
export function Pre(props: ComponentProps<"pre">) {
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="group relative my-5">
      <pre
        ref={ref}
        {...props}
        // A wide block scrolls sideways; keyboard users must be able to focus it to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-code px-4 py-3 pr-12 font-mono text-sm leading-relaxed text-code-foreground"
      />
      <CopyButton
        value={() => ref.current?.innerText.trimEnd() ?? ""}
        className="absolute top-2 right-2 bg-code text-code-foreground/70 hover:bg-code-foreground/10 hover:text-code-foreground"
      />
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
      <CopyButton value={value} className="size-6" />
    </span>
  );
}
