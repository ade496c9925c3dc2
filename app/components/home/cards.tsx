import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ContentIcon } from "~/components/ui/content-icon";
import { cn } from "~/lib/cn";

interface CardProps {
  href: string;
  icon: string;
  title: string;
  description: string;
  meta?: string;
  testId: string;
  className?: string;
}

/** A card whose whole surface is one link (title, description and icon inside the anchor). */
export function LinkCard({ href, icon, title, description, meta, testId, className }: CardProps) {
  return (
    <Link
      to={href}
      data-testid={testId}
      className={cn(
        "group flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-xs transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <ContentIcon name={icon} className="size-5" />
      </span>
      <span className="text-base font-semibold group-hover:text-primary">{title}</span>
      <span className="flex-1 text-sm text-muted-foreground">{description}</span>
      {meta && (
        <span className="flex items-center gap-1 text-xs font-medium text-primary">
          {meta}
          <Icon
            name="arrow-right"
            aria-hidden="true"
            className="size-3.5 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      )}
    </Link>
  );
}
