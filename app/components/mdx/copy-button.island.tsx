import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { useCopy } from "~/hooks/use-copy";
import { useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";

/**
 * What a copy button copies: a value (`<Copy>`, in a chip of its own), the code block it sits in,
 * or a link to a section of the page (beside the section's heading).
 */
export type CopySource = { value: string } | { block: true } | { section: string };

// By what it copies: one look each, so the props sent with each of a page's many buttons stay short.
function look(source: CopySource): string {
  if ("value" in source) return "size-6";
  if ("block" in source)
    return "absolute top-2 right-2 bg-code text-code-foreground/70 hover:bg-code-foreground/10 hover:text-code-foreground";
  return "opacity-60 group-hover:opacity-100 focus-visible:opacity-100";
}

/** Copies its source; the icon turns into a check for two seconds after a successful copy. */
export default function CopyButton({ source }: { source: CopySource }) {
  const t = useT();
  const copy = useCopy();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const link = "section" in source;
  const label = link ? t("copyLink") : copied ? t("copied") : t("copy");
  return (
    <IconButton
      label={label}
      size="icon-sm"
      className={cn("text-muted-foreground hover:text-foreground", look(source))}
      onClick={(event) => {
        let text: string;
        if ("section" in source) {
          const url = new URL(window.location.href);
          url.hash = source.section;
          history.replaceState(history.state, "", url);
          text = url.toString();
        } else if ("block" in source) {
          text =
            event.currentTarget.closest("[data-code-block]")?.querySelector("pre")?.innerText.trimEnd() ?? "";
        } else text = source.value;
        void copy(text, {
          success: link ? t("linkCopied") : t("copied"),
          failure: link ? t("linkCopyFailed") : t("copyFailed"),
        }).then((ok) => setCopied(ok && !link));
      }}
    >
      {copied ? <Icon name="check" /> : <Icon name={link ? "link" : "copy"} />}
    </IconButton>
  );
}
