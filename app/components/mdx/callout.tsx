import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { IconName } from "~/lib/icons";
import type { PageMessageKey } from "~/lib/page-messages";
import { usePageT } from "~/hooks/use-page-t";

const kinds = {
  note: {
    icon: "info",
    label: "calloutNote",
    tone: "border-info/40 bg-info/8 [&>svg]:text-info",
  },
  tip: {
    icon: "lightbulb",
    label: "calloutTip",
    tone: "border-success/40 bg-success/8 [&>svg]:text-success",
  },
  warning: {
    icon: "triangle-alert",
    label: "calloutWarning",
    tone: "border-warning/50 bg-warning/10 [&>svg]:text-warning",
  },
  danger: {
    icon: "circle-alert",
    label: "calloutDanger",
    tone: "border-danger/40 bg-danger/8 [&>svg]:text-danger",
  },
} satisfies Record<string, { icon: IconName; label: PageMessageKey; tone: string }>;

export type CalloutType = keyof typeof kinds;

/** A highlighted aside: `note`, `tip`, `warning` (can lose work or lock someone out), `danger` (can leak a secret or lose data). */
export function Callout({
  type = "note",
  title,
  children,
}: {
  type?: CalloutType;
  title?: string;
  children: ReactNode;
}) {
  const t = usePageT();
  const kind = kinds[type] ?? kinds.note;
  return (
    <aside
      className={cn("my-6 flex gap-3 rounded-lg border px-4 py-3", kind.tone)}
      aria-label={title ?? t(kind.label)}
    >
      <Icon name={kind.icon} size="5" className="mt-0.5" />
      <div className="min-w-0 flex-1 text-[0.95rem] [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
        <p className="mb-1 font-semibold">{title ?? t(kind.label)}</p>
        {children}
      </div>
    </aside>
  );
}
