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
