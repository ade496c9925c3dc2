/**
 * The way to a person where the help centre ends: a link to the brand's support contact
 * (`brand.support`). One component for every place that offers it (the footer, the end of an
 * article, the not-found page, the feedback box, the assistant, and the articles' own sentences
 * through the MDX map), so a brand without a contact shows none of them. An article's sentence that
 * sends the reader to support sits in `<WithSupport>`, so that, for such a brand, no sentence
 * promises a contact the page does not give; `<WithoutSupport>` holds what it says instead, if
 * anything.
 */
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { brand } from "~/config/brand";
import { useLang, useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";
import { supportTarget } from "~/lib/support";

/**
 * A link to the support contact, its text `children` (an article's own words) or the brand's label.
 * Without a configured contact it renders `children` as plain text, so an article's sentence still
 * reads whole, and nothing at all when it has no text of its own.
 */
export function SupportLink({ children, className }: { children?: ReactNode; className?: string }) {
  const lang = useLang();
  const t = useT();
  const support = brand.support;
  if (!support) return children ?? null;
  const { href, external } = supportTarget(support);
  return (
    <a
      href={href}
      data-testid="support-link"
      className={cn("prose-link", className)}
      {...(external && { target: "_blank", rel: "noopener noreferrer" })}
    >
      {children ?? support.label[lang]}
      {external && (
        <>
          <Icon name="external-link" size="3.5" className="ml-0.5 inline align-baseline" />
          <span className="sr-only"> {t("newTab")}</span>
        </>
      )}
    </a>
  );
}

/**
 * "Still need help? Contact support": what ends an article and the not-found page, follows a "No"
 * in the feedback box, and what the assistant shows when it cannot answer. Nothing without a
 * configured contact.
 */
export function SupportPrompt({ className }: { className?: string }) {
  const t = useT();
  if (!brand.support) return null;
  return (
    <p data-testid="support-prompt" className={className}>
      {t("supportPrompt")} <SupportLink className="font-medium" />
    </p>
  );
}

/**
 * An article's words that hold only when the brand has a support contact: the sentence or clause
 * around a `<SupportLink>` ("…or <Product /> support"). Rendered as written, or not at all.
 */
export function WithSupport({ children }: { children?: ReactNode }) {
  return brand.support ? children : null;
}

/** What an article says instead of a `<WithSupport>` passage, for a brand without a contact. */
export function WithoutSupport({ children }: { children?: ReactNode }) {
  return brand.support ? null : children;
}
