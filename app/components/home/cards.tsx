import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { ContentIconName } from "~/lib/content/icons";
import { cn } from "~/lib/cn";

interface CardProps {
  href: string;
  icon: ContentIconName;
  title: string;
  description: string;
  /** `lang` of the title and description when they are not in the page's language (an untranslated article). */
  textLang?: string;
  meta?: string;
  testId: string;
  /** The heading level of the title within the page (cards are listed under an h2). */
  level?: 3 | 4;
  /** A larger card, first in its grid. */
  featured?: boolean;
  className?: string;
  /** What follows the card inside it: the sub-articles of an article. */
  children?: ReactNode;
}

/**
 * A card whose title is a heading holding the link, so screen-reader users can move from card to
 * card by heading; the link's hit area is stretched over the whole card (the accessible card pattern).
 */
export function LinkCard({
  href,
  icon,
  title,
  description,
  textLang,
  meta,
  testId,
  level = 3,
  featured = false,
  className,
  children,
}: CardProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div
      data-testid={testId}
      className={cn(
        "group relative flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-xs transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:border-primary hover:shadow-md",
        featured && "bg-hero sm:p-6",
        className,
      )}
    >
      <span
        className={cn(
          "flex items-center justify-center rounded-lg bg-primary-soft text-primary",
          featured ? "size-12" : "size-10",
        )}
      >
        <Icon name={icon} size={featured ? "6" : "5"} />
      </span>
      <Heading className={cn("font-semibold group-hover:text-primary", featured ? "text-lg" : "text-base")}>
        <a
          href={href}
          lang={textLang}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {title}
        </a>
      </Heading>
      <p lang={textLang} className="flex-1 text-sm text-muted-foreground">
        {description}
      </p>
      {meta && (
        <p className="flex items-center gap-1 text-xs font-medium text-primary">
          {meta}
          <Icon name="arrow-right" size="3.5" className="transition-transform group-hover:translate-x-0.5" />
        </p>
      )}
      {children}
    </div>
  );
}

/** A sub-article listed inside its parent's card: a compact row with its own link. */
export function SubArticleLink({
  href,
  icon,
  title,
  description,
  textLang,
  testId,
}: Pick<CardProps, "href" | "icon" | "title" | "description" | "textLang" | "testId">) {
  return (
    <div
      data-testid={testId}
      className="relative z-10 flex gap-3 rounded-lg border border-border bg-background p-3 focus-within:outline-2 focus-within:outline-ring hover:border-primary"
    >
      <Icon name={icon} className="mt-0.5 text-primary" />
      <div className="min-w-0">
        <h4 className="text-sm font-semibold hover:text-primary">
          <a
            href={href}
            lang={textLang}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {title}
          </a>
        </h4>
        <p lang={textLang} className="mt-0.5 text-xs text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
