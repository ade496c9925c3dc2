import type { Lang } from "~/lib/content/types";

/**
 * Where a reader reaches a person when the help centre does not answer: a page (`https://…`) or
 * an e-mail address, and the link's text in every language. Shown in the footer, at the end of
 * every article, on the not-found page, after a "No" in the feedback box, in the articles' "contact
 * support" sentences and by the assistant when it cannot help. `null` for a brand without one:
 * then none of these links is rendered.
 */
export interface SupportContact {
  /** `https://…` page, or a bare e-mail address (`suporte@example.com`). */
  contact: string;
  label: Readonly<Record<Lang, string>>;
}

// Asserted rather than annotated, so the type stays optional wherever the brand is read.
const support = {
  contact: "https://lumi.ai/suporte",
  label: { pt: "Fale com o suporte", en: "Contact support" },
} as SupportContact | null;

/**
 * The one place the product's identity is set. Articles and UI strings take the name from here
 * (`<Product />` in MDX, `{product}` in frontmatter and messages), so a rebrand is one edit.
 */
export const brand = {
  name: "Lumi",
  /** The external demo application the header's Login link opens. */
  demoAppUrl: "https://app.lumi.ai",
  /** Used for canonical URLs in later delivery work; the site itself is origin-relative. */
  siteUrl: "https://ajuda.lumi.ai",
  copyrightYear: 2025,
  support,
  social: [
    {
      id: "linkedin",
      label: "LinkedIn",
      url: "https://www.linkedin.com/company/lumi-ai",
    },
    {
      id: "website",
      label: { pt: "Site", en: "Website" },
      url: "https://lumi.ai",
    },
    {
      id: "instagram",
      label: "Instagram",
      url: "https://www.instagram.com/lumi.ai",
    },
    {
      id: "youtube",
      label: "YouTube",
      url: "https://www.youtube.com/@lumi-ai",
    },
  ],
} as const;

export type SocialId = (typeof brand.social)[number]["id"];
