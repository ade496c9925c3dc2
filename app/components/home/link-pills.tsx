import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import type { ContentIconName } from "~/lib/content/icons";
import type { Lang } from "~/lib/i18n";
import { cn, focusRing } from "~/lib/cn";
import { href } from "~/lib/urls";

/**
 * A titled row of rounded links, each with its icon: the home page's suggestions, and the
 * suggestions and categories the not-found page offers. `hideTitle` keeps the heading for screen
 * readers only, where the row sits under the hero's own title.
 */
export function LinkPills({
  title,
  hideTitle = false,
  links,
  lang,
  testId,
  className,
}: {
  title: string;
  hideTitle?: boolean;
  /** Each link's route is the Portuguese one; `lang` picks the page's mirror. */
  links: { route: string; icon: ContentIconName; title: string }[];
  lang: Lang;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={hideTitle ? "sr-only" : "mb-3 text-lg font-semibold"}>
        {title}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.route}>
            <a
              href={href(link.route, lang)}
              data-testid={testId}
              className={cn(
                focusRing,
                "inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium shadow-xs hover:border-primary hover:text-primary",
              )}
            >
              <Icon name={link.icon} size="4" className="text-primary" />
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
