import { describe, expect, it } from "vitest";
import { articleMarkdown } from "./markdown";

const source = `---
title: x
---

Ask your administrator<WithSupport> or <SupportLink><Product /> support</SupportLink></WithSupport>.

<WithSupport>If in doubt, ask <SupportLink><Product /> support</SupportLink>.</WithSupport><WithoutSupport>Check the settings again.</WithoutSupport>
`;

const markdown = (support: { contact: string } | null) =>
  articleMarkdown(source, {
    lang: "en",
    title: "Title",
    description: "Description.",
    productName: "Acme",
    siteUrl: "https://help.example.com",
    support: support && { ...support, label: { pt: "Suporte", en: "Support", es: "Soporte" } },
  });

describe("the Markdown export's way to a person", () => {
  it("links the support words to the brand's contact and keeps the passages that hold with one", () => {
    const text = markdown({ contact: "https://example.com/help" });
    expect(text).toContain("Ask your administrator or [Acme support](https://example.com/help).");
    expect(text).toContain("If in doubt, ask [Acme support](https://example.com/help).");
    expect(text).not.toContain("Check the settings again.");
  });

  it("without a contact, leaves those passages out and says what holds instead", () => {
    const text = markdown(null);
    expect(text).toContain("Ask your administrator.");
    expect(text).toContain("Check the settings again.");
    expect(text).not.toMatch(/support/i);
  });
});
