import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { IconButton } from "~/components/ui/icon-button";
import { useCopy } from "~/hooks/use-copy";
import { useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";

/** Copies `value`; the icon turns into a check for two seconds after a successful copy. */
export function CopyButton({ value, className }: { value: string | (() => string); className?: string }) {
  const t = useT();
  const copy = useCopy();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <IconButton
      label={copied ? t("copied") : t("copy")}
      size="icon-sm"
      className={cn("text-muted-foreground hover:text-foreground", className)}
      onClick={() => {
        const text = typeof value === "function" ? value() : value;
        void copy(text, {
          success: t("copied"),
          failure: t("copyFailed"),
        }).then((ok) => setCopied(ok));
      }}
    >
      {copied ? <Icon name="check" /> : <Icon name="copy" />}
    </IconButton>
  );
}
