import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { markAll, withTranslatedFrom } from "./mark";
import { revisionOf, revisionPattern, translatableText } from "./revision";

const article = (fields: string, body: string) => `---\n${fields}\n---\n\n${body}`;
const fields = `title: Guia
description: Uma descrição.
keywords: [um, dois]
icon: bot
reviewed: 2026-11-20
order: 1
questions: { intro: [por onde começo?] }`;
const body = "Comece pelo [guia](/guia#passos).\n\n## Passos {/*passos*/}\n\nSiga os passos.\n";

describe("an original's revision", () => {
  it("is a short hash of its title, description, keywords and text", () => {
    expect(revisionOf(article(fields, body))).toMatch(revisionPattern);
    for (const edit of [
      fields.replace("title: Guia", "title: Guia geral"),
      fields.replace("Uma descrição.", "Outra descrição."),
      fields.replace("[um, dois]", "[um, dois, três]"),
    ])
      expect(revisionOf(article(edit, body))).not.toBe(revisionOf(article(fields, body)));
    expect(revisionOf(article(fields, body.replace("Siga", "Leia")))).not.toBe(
      revisionOf(article(fields, body)),
    );
  });

  it("stays the same through what no translator rewrites", () => {
    const same = revisionOf(article(fields, body));
    // Where a link points, how the text is laid out, and the fields every language shares or writes apart.
    expect(revisionOf(article(fields, body.replace("(/guia#passos)", "(/guia)")))).toBe(same);
    expect(revisionOf(article(fields, body.replace("Siga os passos.", "Siga   os\npassos.")))).toBe(same);
    for (const edit of [
      fields.replace("reviewed: 2026-11-20", "reviewed: 2026-11-21"),
      fields.replace("order: 1", "order: 2"),
      fields.replace("por onde começo?", "como começo?"),
    ])
      expect(revisionOf(article(edit, body))).toBe(same);
    expect(translatableText(article(fields, body))).toContain("Comece pelo [guia]()");
  });
});

describe("marking a translation", () => {
  it("writes a revision of digits alone so that the frontmatter reads it as text", () => {
    for (const revision of ["123456789012", "12e345678901"]) {
      const marked = withTranslatedFrom(article(fields, body), revision);
      const frontmatter = parseYaml(/^---\n([\s\S]*?)\n---/.exec(marked)![1]!) as Record<string, unknown>;
      expect(frontmatter.translatedFrom).toBe(revision);
    }
  });

  it("writes translatedFrom into its frontmatter, replacing a previous one", () => {
    const marked = withTranslatedFrom(article(fields, body), "0123456789ab");
    expect(marked).toContain('\ntranslatedFrom: "0123456789ab"\n---\n');
    expect(withTranslatedFrom(marked, "ba9876543210").match(/translatedFrom/g)).toHaveLength(1);
    expect(withTranslatedFrom(marked, "ba9876543210")).toContain('translatedFrom: "ba9876543210"');
    expect(marked.endsWith(body)).toBe(true);
  });

  it("marks every translation with its own original's revision, and leaves the originals alone", () => {
    const original = article(fields, body);
    const files = markAll([
      { path: "pt/guia/primeiro.mdx", source: original },
      { path: "en/guia/primeiro.mdx", source: article(fields, "Start here.\n") },
      { path: "en/guia/sozinho.mdx", source: article(fields, "No original.\n") },
    ]);
    expect(files[0]!.source).toBe(original);
    expect(files[1]!.source).toContain(`translatedFrom: "${revisionOf(original)}"`);
    expect(files[2]!.source).not.toContain("translatedFrom");
  });
});
