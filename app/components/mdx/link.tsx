import type { ComponentProps } from "react";
import { Icon } from "~/components/ui/icon";
import { useLang } from "~/hooks/use-lang";
import { href, splitLink } from "~/lib/urls";
import { usePageT } from "~/hooks/use-page-t";

const linkClass = "prose-link";

/**
 * Internal links are written as Portuguese routes and followed in the page's language; external
 * ones (the build lets only `https://` through) open in a new tab, with an external-link mark and
 * a screen-reader note that say so.
 */
export function MdxLink({ href: link = "", children, ...props }: ComponentProps<"a">) {
  const lang = useLang();
  const t = usePageT();
  if (link.startsWith("/") && !link.startsWith("//")) {
    const { route, section } = splitLink(link);
    return (
      <a href={href(route, lang, section)} className={linkClass} {...props}>
        {children}
      </a>
    );
  }
  if (link.startsWith("#")) {
    return (
      <a href={link} className={linkClass} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass} {...props}>
      {children}
      <Icon name="external-link" size="3.5" className="ml-0.5 inline align-baseline" />
      <span className="sr-only"> {t("externalLink")}</span>
    </a>
  );
}
