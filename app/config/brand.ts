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

/** The default brand's contact. */
const lumiSupport: SupportContact = {
  contact: "https://lumi.ai/suporte",
  label: { pt: "Fale com o suporte", en: "Contact support", es: "Contacta al soporte" },
};

/**
 * The contact a build uses, from its `BRAND_SUPPORT` setting: unset for the brand's own, `none` for
 * a brand without one (a white-label deploy whose customers reach help elsewhere), or another page
 * (`https://…`) or e-mail address with the brand's labels. Anything else fails the build, which
 * reads this file first, rather than publish a broken link.
 */
export function supportFromSetting(
  setting: string | undefined,
  brandSupport: SupportContact | null,
): SupportContact | null {
  const value = setting?.trim();
  if (!value) return brandSupport;
  if (value === "none") return null;
  const page = /^https:\/\/[^\s/]+\.[^\s]+$/.test(value);
  const address = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  if (!page && !address)
    throw new Error(
      `BRAND_SUPPORT is "${value}": set an https:// page, an e-mail address, or none for no support contact`,
    );
  return { contact: value, label: brandSupport?.label ?? lumiSupport.label };
}

// Read when the build runs; Vite writes the build's value into the pages' and islands' code
// (vite.config.ts), so the browser shows what the pre-rendered page shows.
const support = supportFromSetting(process.env.BRAND_SUPPORT, lumiSupport);

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
      label: { pt: "Site", en: "Website", es: "Sitio web" },
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
