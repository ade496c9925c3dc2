import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { useCopy } from "~/hooks/use-copy";
import { useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";

/** What a copy button copies: a value, the code block it sits in, or a link to a section of the page. */
export type CopySource = { value: string } | { block: true } | { section: string };

/** Copies its source; the icon turns into a check for two seconds after a successful copy. */
export default function CopyButton({ source, className }: { source: CopySource; className?: string }) {
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
      className={cn("text-muted-foreground hover:text-foreground", className)}
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
