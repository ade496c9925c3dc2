import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultLang, languages, otherLanguages, type Lang } from "../../app/lib/languages";
import { buildRegistry, ContentError, type ContentFiles } from "./build-registry";
import { factsOf } from "./facts";
import { markAll, withTranslatedFrom } from "./mark";
import { parseMdx } from "./parse-mdx";
import { revisionOf } from "./revision";
import { recordOf, writeRevisionRecords } from "./revision-records";
import { laggingTranslations } from "./translation-report";
import { parseStyleGuide, parseSupportWords } from "./style-guide";

const categories = `
- id: guia
  icon: rocket
  onHome: true
  title:
    pt: Guia
    en: Guide
    es: Guía
  description:
    pt: Tudo o que você precisa para começar com a {product}.
    en: Everything you need to get started with {product}.
    es: Todo lo que necesitas para empezar con {product}.
  keywords:
    pt: [guia, começo, início]
    en: [guide, start, basics]
    es: [guía, comienzo, inicio]
`;

function article(lang: "pt" | "en", overrides: { frontmatter?: string; body?: string } = {}) {
  const frontmatter =
    overrides.frontmatter ??
    `title: ${lang === "pt" ? "Primeiro artigo da {product}" : "First {product} article"}
description: ${lang === "pt" ? "Uma descrição longa o bastante para passar na validação do esquema." : "A description long enough to pass the schema's validation rules."}
keywords: [one, two, three]
icon: bot
reviewed: 2026-11-20
order: 1
questions: { intro: [${lang === "pt" ? "por onde começo?" : "where do i start?"}], passos: ["${lang === "pt" ? "quais são os passos da {product}?" : "what are the {product} steps?"}"] }`;
  const body =
    overrides.body ??
    `Answer first.

## ${lang === "pt" ? "Passos" : "Steps"} {/*passos*/}

See [the other section](#passos) and [the guide](/guia).

![${lang === "pt" ? "Tela" : "Screen"}](../../media/screen.svg)
`;
  // Seven frontmatter lines between the fences and a blank line: the body starts on line 11.
  return `---\n${frontmatter}\n---\n\n${body}`;
}

const styleGuide = `# Writing the content

## Style and terms

| Language | Forbidden | Write instead | Allowed inside |
|---|---|---|---|
| pt | \`não curtir\`, \`curti*\` | avaliação negativa | |
| pt | \`papel\`, \`papéis\` | perfil; para o Google Cloud, papel do IAM | \`papel do IAM\`, \`papéis do IAM\` |
| en | \`e-mail*\` | email | |
| en | \`log in\`, \`logged in\` | sign in | |

## Sending a reader to support

| Language | Sends the reader to support | Allowed inside |
|---|---|---|
| pt | \`suporte\`, \`fale conosco\` | \`e-mail de suporte\` |
| en | \`support\`, \`contact us\` | \`user support email\` |
| es | \`soporte\` | |

### Scope claims

| Language | States a scope | About a product term |
|---|---|---|
| pt | \`só\`, \`sempre\` | \`agente*\`, \`grupo*\` |
| en | \`only\`, \`always\` | \`agent*\`, \`group*\` |
| es | \`solo\`, \`siempre\` | \`agente*\`, \`grupo*\` |
`;

/**
 * The fixture's files. The cases are written in pt and en; each English file is also given, as is,
 * as the twin in every other language a test does not write itself, so the rules between the two
 * written languages are what each case checks.
 */
function files(overrides: Partial<ContentFiles> = {}): ContentFiles {
  const given = {
    categories,
    articles: [
      { path: "pt/guia/primeiro.mdx", source: article("pt") },
      { path: "en/guia/primeiro.mdx", source: article("en") },
    ],
    media: ["media/screen.svg"],
    styleGuide,
    productName: "Lumi",
    support: true,
    ...overrides,
  };
  const paths = new Set(given.articles.map((file) => file.path));
  const twins = otherLanguages(defaultLang)
    .filter((lang) => lang !== "en")
    .flatMap((lang) =>
      given.articles
        .filter((file) => file.path.startsWith("en/"))
        .map((file) => ({ path: `${lang}/${file.path.slice(3)}`, source: file.source }))
        .filter((file) => !paths.has(file.path)),
    );
  // Every translation records the original it translates, as `npm run translations -- mark` writes
  // it; the record takes the blank line after the fences, so a case's line numbers hold in every language.
  const articles = markAll([...given.articles, ...twins]).map((file) =>
    file.path.startsWith(`${defaultLang}/`)
      ? file
      : { ...file, source: file.source.replace("\n---\n\n", "\n---\n") },
  );
  return { ...given, articles };
}

function problemsOf(input: ContentFiles) {
  try {
    buildRegistry(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("expected the content to be rejected");
}

describe("buildRegistry", () => {
  it("builds categories and articles, with the brand name filled in", () => {
    const { registry } = buildRegistry(files());
    expect(registry.categories.map((category) => category.route)).toEqual(["/guia"]);
    expect(registry.categories[0]!.description.en).toBe("Everything you need to get started with Lumi.");
    const [first] = registry.articles;
    expect(first).toMatchObject({ key: "guia/primeiro", route: "/guia/primeiro", icon: "bot", order: 1 });
    expect(first!.title).toEqual({
      pt: "Primeiro artigo da Lumi",
      en: "First Lumi article",
      es: "First Lumi article",
    });
    expect(first!.headings.pt).toEqual([{ id: "passos", depth: 2, text: "Passos" }]);
    expect(first!.headings.en).toEqual([{ id: "passos", depth: 2, text: "Steps" }]);
  });

  describe("translations", () => {
    const pt = article("pt");
    const en = article("en");
    /** The pt article after an edit of its words, on a later day. */
    const edited = pt
      .replace("reviewed: 2026-11-20", "reviewed: 2026-11-24")
      .replace("Answer first.", "Answer first, and in more words.");
    /** `content/revisions.json` as `mark` leaves it for the fixture's pt article as it was. */
    const revisions = writeRevisionRecords({
      "guia/primeiro": {
        [revisionOf(pt)]: recordOf({
          headings: [{ id: "passos" }],
          sections: ["intro", "passos"],
          facts: factsOf(parseMdx(pt, { support: true })),
          examples: [],
        }),
      },
    });
    const only = (articles: ContentFiles["articles"], extra: Partial<ContentFiles> = {}) => ({
      ...files(),
      articles,
      ...extra,
    });

    it("serves the original in a language an article has not been translated into, and says so", () => {
      const built = buildRegistry(only([{ path: "pt/guia/primeiro.mdx", source: pt }]));
      const [first] = built.registry.articles;
      expect(first?.translations).toEqual({
        pt: { state: "original" },
        en: { state: "missing" },
        es: { state: "missing" },
      });
      expect(first?.untranslated).toEqual(["en", "es"]);
      expect(first?.title.en).toBe("Primeiro artigo da Lumi");
      // Search and the assistant of every language read the original's words.
      expect(built.bodies.get("en/guia/primeiro")).toEqual(built.bodies.get("pt/guia/primeiro"));
      expect(built.questions.get("es/guia/primeiro")).toEqual(built.questions.get("pt/guia/primeiro"));
    });

    it("fails on a translation without an original, and on one that records no revision", () => {
      expect(problemsOf(only([{ path: "en/guia/primeiro.mdx", source: en }]))).toEqual([
        {
          file: "en/guia/primeiro.mdx",
          message:
            "has no Brazilian Portuguese original pt/guia/primeiro.mdx: an article is written in Brazilian Portuguese first and translated from it",
        },
      ]);
      expect(
        problemsOf(
          only([
            { path: "pt/guia/primeiro.mdx", source: pt },
            { path: "en/guia/primeiro.mdx", source: en },
          ]),
        ),
      ).toContainEqual({
        file: "en/guia/primeiro.mdx",
        message:
          "records no translatedFrom: write the revision of pt/guia/primeiro.mdx it translates with `npm run translations -- mark en guia/primeiro`",
      });
    });

    it("marks a translation outdated once its original's words change, since the original's reviewed day", () => {
      const built = buildRegistry(
        only(
          [
            { path: "pt/guia/primeiro.mdx", source: edited },
            { path: "en/guia/primeiro.mdx", source: withTranslatedFrom(en, revisionOf(pt)) },
          ],
          { revisions },
        ),
      );
      expect(built.registry.articles[0]?.translations.en).toEqual({
        state: "outdated",
        since: "2026-11-24",
        reviewed: "2026-11-20",
      });
      expect(laggingTranslations(built.registry)).toEqual([
        { lang: "en", article: "guia/primeiro", state: "outdated", since: "2026-11-24" },
        { lang: "es", article: "guia/primeiro", state: "missing", since: "2026-11-24" },
      ]);
    });

    it("keeps a translation current through a moved link or new whitespace in the original", () => {
      const moved = pt
        .replace("[the guide](/guia)", "[the guide](/guia#passos)")
        .replace("Answer first.", "Answer   first.");
      expect(revisionOf(moved)).toBe(revisionOf(pt));
      expect(revisionOf(edited)).not.toBe(revisionOf(pt));
    });

    it("checks an outdated translation against the revision it was made from, not the original as it is", () => {
      // The original gains a section the outdated translation cannot have yet: no failure for it.
      const grown = `${edited}\n## Mais {/*mais*/}\n\nEspere 3 dias.\n`;
      const outdated = withTranslatedFrom(en, revisionOf(pt));
      expect(() =>
        buildRegistry(
          only(
            [
              { path: "pt/guia/primeiro.mdx", source: grown },
              { path: "en/guia/primeiro.mdx", source: outdated },
            ],
            { revisions },
          ),
        ),
      ).not.toThrow();
      // But a translation that drops what that revision had still fails.
      expect(
        problemsOf(
          only(
            [
              { path: "pt/guia/primeiro.mdx", source: grown },
              { path: "en/guia/primeiro.mdx", source: outdated.replace("{/*passos*/}", "{/*steps*/}") },
            ],
            { revisions },
          ),
        ).map((problem) => problem.message),
      ).toContain(
        `heading ids [steps] differ from the revision ${revisionOf(pt)} of the Brazilian Portuguese file's [passos]`,
      );
    });

    it("asks for the original's reviewed day to move when its words change, or for the edit to be marked minor", () => {
      const sameDay = edited.replace("reviewed: 2026-11-24", "reviewed: 2026-11-20");
      expect(
        problemsOf(
          only(
            [
              { path: "pt/guia/primeiro.mdx", source: sameDay },
              { path: "en/guia/primeiro.mdx", source: withTranslatedFrom(en, revisionOf(pt)) },
            ],
            { revisions },
          ),
        ),
      ).toContainEqual({
        file: "pt/guia/primeiro.mdx",
        message: `changed since en/guia/primeiro.mdx translated it (revision ${revisionOf(pt)}, now ${revisionOf(sameDay)}) but reviewed is still "2026-11-20": set reviewed to the day of the edit, or, when the edit does not matter for translation, run \`npm run translations -- minor guia/primeiro\``,
      });
    });
  });

  it("names the twin that drops a number, an address or a value the default language's article states", () => {
    const body = (lang: "pt" | "en", sentence: string) =>
      article(lang, {
        body: `${sentence}\n\n## ${lang === "pt" ? "Passos" : "Steps"} {/*passos*/}\n\nSee [the guide](/guia).\n`,
      });
    const pt = body(
      "pt",
      "Espere 3 dias e use `callback_url` ([Twilio](https://www.twilio.com/docs/senders?hl=pt-br)).",
    );
    const complete = body(
      "en",
      "Wait 3 days and use `callback_url` ([Twilio](https://www.twilio.com/docs/senders)).",
    );
    // A vendor's page in the reader's language is the same page; so is the same number in other words.
    expect(() =>
      buildRegistry(
        files({
          articles: [
            { path: "pt/guia/primeiro.mdx", source: pt },
            { path: "en/guia/primeiro.mdx", source: complete },
          ],
        }),
      ),
    ).not.toThrow();
    const lacking = body("en", "Wait a few days and use the callback address.");
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: pt },
          { path: "en/guia/primeiro.mdx", source: lacking },
          ...otherLanguages(defaultLang)
            .filter((lang) => lang !== "en")
            .map((lang) => ({ path: `${lang}/guia/primeiro.mdx`, source: complete })),
        ],
      }),
    );
    expect(problems).toContainEqual({
      file: "en/guia/primeiro.mdx",
      message:
        "lacks facts the Brazilian Portuguese file states: number 3, address www.twilio.com/docs/senders, value callback_url",
    });
  });

  it("requires readers' questions", () => {
    const source = article("pt").replace(/^questions: .*\n/m, "");
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source },
          { path: "en/guia/primeiro.mdx", source: article("en") },
        ],
      }),
    );
    expect(
      problems.some(
        (problem) => problem.file === "pt/guia/primeiro.mdx" && problem.message.startsWith("questions:"),
      ),
    ).toBe(true);
  });

  it("names the file and field of invalid frontmatter", () => {
    const source = article("en", {
      frontmatter: "title: Short\ndescription: too short\nkeywords: [a, b, c]\nicon: not-an-icon\norder: 1",
    });
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt") },
          { path: "en/guia/primeiro.mdx", source },
        ],
      }),
    );
    const messages = problems
      .filter((problem) => problem.file === "en/guia/primeiro.mdx")
      .map((problem) => problem.message);
    expect(messages.some((message) => message.startsWith("description:"))).toBe(true);
    expect(messages.some((message) => message.startsWith("icon:"))).toBe(true);
  });

  it("takes an article's product screens from its original, naming the line of one not in the list and a translation that repeats them", () => {
    const withScreens = (lang: "pt" | "en", screens: string) =>
      article(lang).replace("order: 1\n", `order: 1\nscreens:\n${screens}\n`);
    const built = buildRegistry(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: withScreens("pt", "  - Settings > Integrations") },
          { path: "en/guia/primeiro.mdx", source: article("en") },
        ],
      }),
    );
    expect(built.registry.articles[0]!.screens).toEqual(["Settings > Integrations"]);

    const problems = problemsOf(
      files({
        articles: [
          {
            path: "pt/guia/primeiro.mdx",
            source: withScreens("pt", "  - Settings > Integrations\n  - Settings > Billing"),
          },
          { path: "en/guia/primeiro.mdx", source: withScreens("en", "  - Settings > Integrations") },
        ],
      }),
    );
    const said = (file: string) =>
      problems.filter((problem) => problem.file === file).map(({ message }) => message);
    expect(said("pt/guia/primeiro.mdx")).toEqual([
      expect.stringMatching(
        /^line 10: screens: "Settings > Billing" is not a product screen; name one of "Home"/,
      ),
    ]);
    expect(said("en/guia/primeiro.mdx")).toEqual([expect.stringContaining("screens are named by the")]);
  });

  it("rejects a repeated route and a repeated order", () => {
    const twice = categories + categories.replace("- id: guia", "- id: guia");
    expect(problemsOf(files({ categories: twice }))).toContainEqual({
      file: "categories.yaml",
      message: 'category id "guia" repeats',
    });
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt") },
          { path: "en/guia/primeiro.mdx", source: article("en") },
          { path: "pt/guia/segundo.mdx", source: article("pt") },
          { path: "en/guia/segundo.mdx", source: article("en") },
        ],
      }),
    );
    expect(problems.some((problem) => problem.message.startsWith("order 1 repeats in guia"))).toBe(true);
  });

  it("keeps a category's closing link in both languages, and rejects one to an article it does not have", () => {
    const withEndLink = (slug: string) =>
      `${categories}  endLink:\n    article: ${slug}\n    label:\n      pt: Ver tudo na {product}\n      en: See all of {product}\n      es: Ver todo en {product}\n`;
    const { registry } = buildRegistry(files({ categories: withEndLink("primeiro") }));
    expect(registry.categories[0]!.endLink).toEqual({
      article: "primeiro",
      label: { pt: "Ver tudo na Lumi", en: "See all of Lumi", es: "Ver todo en Lumi" },
    });
    expect(problemsOf(files({ categories: withEndLink("fantasma") }))).toEqual([
      { file: "categories.yaml", message: 'guia: endLink.article "fantasma" is not an article of guia' },
    ]);
    const noEnglish = withEndLink("primeiro").replace("      en: See all of {product}\n", "");
    expect(problemsOf(files({ categories: noEnglish }))[0]).toMatchObject({ file: "categories.yaml" });
  });

  it("rejects a parent that does not exist and a nested page without its folder as parent", () => {
    const withParent = (lang: "pt" | "en", parent: string) =>
      article(lang, {
        frontmatter: `title: Filho\ndescription: Uma descrição longa o bastante para passar na validação do esquema.\nkeywords: [a, b, c]\nicon: bot\nreviewed: 2026-11-20\norder: 2\nparent: ${parent}\nquestions: { intro: [onde fica?] }`,
      });
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt") },
          { path: "en/guia/primeiro.mdx", source: article("en") },
          { path: "pt/guia/pasta/filho.mdx", source: withParent("pt", "fantasma") },
          { path: "en/guia/pasta/filho.mdx", source: withParent("en", "fantasma") },
        ],
      }),
    );
    expect(problems).toContainEqual({
      file: "pt/guia/pasta/filho.mdx",
      message: 'parent "fantasma" is not an article of guia',
    });
    expect(problems).toContainEqual({
      file: "pt/guia/pasta/filho.mdx",
      message: 'a page nested in folder "pasta" must have parent: pasta',
    });
  });

  it("rejects internal links and sections that do not resolve, in the file that has them", () => {
    const body = (link: string) => `Intro.\n\n## Passos {/*passos*/}\n\n[broken](${link})\n`;
    for (const [link, expected] of [
      ["/guia/nada", "does not resolve to a page"],
      ["/guia/primeiro#nada", "points to a section #nada that /guia/primeiro does not have"],
      ["#nada", "points to a section this article does not have"],
      ["/en/guia", "must be written as the Brazilian Portuguese route"],
      ["relative/path", "must be a route starting with /"],
    ] as const) {
      const problems = problemsOf(
        files({
          articles: [
            { path: "pt/guia/primeiro.mdx", source: article("pt", { body: body(link) }) },
            { path: "en/guia/primeiro.mdx", source: article("en") },
          ],
        }),
      );
      expect(problems.map((problem) => `${problem.file}: ${problem.message}`).join("\n")).toContain(
        `pt/guia/primeiro.mdx: line 15: link ${link} ${expected}`,
      );
    }
  });

  it("makes a link that stands on its own show the title or heading it points to; one inside a sentence keeps its words", () => {
    const body = (links: string) => `Intro.\n\n## Passos {/*passos*/}\n\n${links}\n`;
    const problems = problemsOf(
      files({
        articles: [
          {
            path: "pt/guia/primeiro.mdx",
            source: article("pt", {
              body: body(
                "Veja [Guia](/guia), [Passos](#passos), [Primeiro artigo da <Product />](/guia/primeiro), " +
                  "[o guia inteiro](/guia) e [Começo](/guia).",
              ),
            }),
          },
          {
            path: "en/guia/primeiro.mdx",
            source: article("en", {
              body: body(
                "See [The steps](#passos). Read [the whole guide](/guia) and [the first article](/guia/primeiro) too.",
              ),
            }),
          },
        ],
      }),
    ).map((problem) => `${problem.file}: ${problem.message}`);
    expect(problems).toEqual([
      'pt/guia/primeiro.mdx: line 15: link text "Começo" must be the title it points to: "Guia"',
      'en/guia/primeiro.mdx: line 15: link text "The steps" must be the title it points to: "Passos"',
      // The Spanish twin is the English file as is (see files()), so it has the same link.
      'es/guia/primeiro.mdx: line 15: link text "The steps" must be the title it points to: "Passos"',
    ]);
  });

  it("requires the reviewed day, the same in both languages and never one still to come", () => {
    const withDay = (lang: "pt" | "en", day: string) =>
      article(lang).replace("reviewed: 2026-11-20", `reviewed: ${day}`);
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: withDay("pt", "2999-01-01") },
          { path: "en/guia/primeiro.mdx", source: withDay("en", "2026-02-30") },
        ],
      }),
    )
      .map((problem) => `${problem.file}: ${problem.message}`)
      .join("\n");
    expect(problems).toMatch(/pt\/guia\/primeiro\.mdx: .*reviewed.*is a day still to come/);
    expect(problems).toMatch(/en\/guia\/primeiro\.mdx: .*reviewed/);
  });

  it("accepts links to other sites only as https://, naming the file and line of any other", () => {
    const body = (link: string) => `Intro.\n\n## Passos {/*passos*/}\n\nSee [the vendor's page](${link}).\n`;
    const withLink = (link: string) =>
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt", { body: body(link) }) },
          { path: "en/guia/primeiro.mdx", source: article("en", { body: body(link) }) },
        ],
      });
    expect(() =>
      buildRegistry(withLink("https://cloud.google.com/iam/docs/service-accounts-create")),
    ).not.toThrow();
    for (const [link, expected] of [
      ["http://insecure.example.com/page", "uses the scheme http:; links to other sites start with https://"],
      ["javascript:alert(1)", "uses the scheme javascript:; links to other sites start with https://"],
      ["mailto:help@example.com", "uses the scheme mailto:; links to other sites start with https://"],
      ["//cdn.example.com/page", "is protocol-relative; links to other sites start with https://"],
      ["ftp://files.example.com", "uses the scheme ftp:; links to other sites start with https://"],
      ["https://localhost/page", "is not a valid https:// address"],
    ] as const) {
      expect(problemsOf(withLink(link))).toContainEqual({
        file: "pt/guia/primeiro.mdx",
        message: `line 15: link ${link} ${expected}`,
      });
    }
    const jsx = article("en", {
      body: 'Intro.\n\n## Steps {/*passos*/}\n\n<a href="http://insecure.example.com">old</a>\n',
    });
    expect(
      problemsOf(
        files({
          articles: [
            { path: "pt/guia/primeiro.mdx", source: article("pt") },
            { path: "en/guia/primeiro.mdx", source: jsx },
          ],
        }),
      ),
    ).toContainEqual({
      file: "en/guia/primeiro.mdx",
      message:
        "line 15: link http://insecure.example.com uses the scheme http:; links to other sites start with https://",
    });
  });

  it("fails on a variant the style guide forbids, naming the file, the line and the term to write instead", () => {
    const pt = article("pt", {
      body: "Intro.\n\n## Passos {/*passos*/}\n\nSe a resposta estiver errada, marque Não curtir.\n",
    });
    const en = article("en", {
      body: 'Intro.\n\n## Steps {/*passos*/}\n\n<Callout title="Log in first">\nThen e-mail the team,\nor E-mails will pile up.\n</Callout>\n',
    });
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: pt },
          { path: "en/guia/primeiro.mdx", source: en },
        ],
      }),
    );
    expect(problems).toEqual([
      {
        file: "pt/guia/primeiro.mdx",
        message:
          'line 15: "Não curtir" is a variant the style guide forbids; write avaliação negativa (content/README.md, "Style and terms")',
      },
      {
        file: "en/guia/primeiro.mdx",
        message:
          'line 15: "Log in" is a variant the style guide forbids; write sign in (content/README.md, "Style and terms")',
      },
      {
        file: "en/guia/primeiro.mdx",
        message:
          'line 16: "e-mail" is a variant the style guide forbids; write email (content/README.md, "Style and terms")',
      },
      {
        file: "en/guia/primeiro.mdx",
        message:
          'line 17: "E-mails" is a variant the style guide forbids; write email (content/README.md, "Style and terms")',
      },
    ]);
  });

  it("checks the title, description, alt text and captions, but not code, <Copy> values, readers' questions or allowed phrases", () => {
    const frontmatter = `title: Como curtir a {product}
description: Uma descrição longa o bastante para passar na validação do esquema da Lumi.
keywords: [curtir, não curtir, papel]
icon: bot
reviewed: 2026-11-20
order: 1
questions: { intro: [como dou não curtir?], passos: [qual papel escolher?] }`;
    const body = [
      "Intro com o papel do IAM `roles/bigquery.dataViewer` e os papéis do IAM do projeto.",
      "",
      "## Passos {/*passos*/}",
      "",
      "Use `curtir` no código, <Copy>não curtir</Copy> como valor e compre na papelaria.",
      "",
      "```text",
      "papel: curtir",
      "```",
      "",
      '![Tela com o botão curtir](../../media/screen.svg "Escolha o papel")',
      "",
    ].join("\n");
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt", { frontmatter, body }) },
          { path: "en/guia/primeiro.mdx", source: article("en") },
        ],
      }),
    );
    const style = problems.filter((problem) => problem.message.includes("style guide forbids"));
    expect(style.map((problem) => problem.message.replace(/ is a variant.*$/, ""))).toEqual([
      'line 2: "curtir"',
      'line 21: "curtir"',
      'line 21: "papel"',
    ]);
    const fine = article("en", {
      body: "Intro: emails, the login image, sign in, a logbook in use.\n\n## Steps {/*passos*/}\n\nSee [the guide](/guia).\n",
    });
    expect(() =>
      buildRegistry(
        files({
          articles: [
            { path: "pt/guia/primeiro.mdx", source: article("pt") },
            { path: "en/guia/primeiro.mdx", source: fine },
          ],
        }),
      ),
    ).not.toThrow();
  });

  it("reads the forbidden variants from the README's table, and fails when the table is missing or malformed", () => {
    expect(problemsOf(files({ styleGuide: "# Writing the content\n\nNo table here.\n" }))).toEqual([
      {
        file: "README.md",
        message:
          "has no table of forbidden variants with the columns Language | Forbidden | Write instead | Allowed inside",
      },
      {
        file: "README.md",
        message:
          "has no table of words that send a reader to support with the columns Language | Sends the reader to support | Allowed inside",
      },
      {
        file: "README.md",
        message:
          "has no table of scope claims with the columns Language | States a scope | About a product term",
      },
    ]);
    const malformed = styleGuide
      .replace("| en | `e-mail*` | email | |", "| fr | `courriel` | email | |")
      .replace("| en | `log in`, `logged in` | sign in | |", "| en | `log (in)` | |  |");
    const messages = problemsOf(files({ styleGuide: malformed })).map(
      (problem) => `${problem.file}: ${problem.message}`,
    );
    expect(messages).toEqual([
      `README.md: forbidden variants, row 3: language "fr" is not one of ${languages.join(", ")}`,
      "README.md: forbidden variants, row 4: says nothing to write instead",
      'README.md: forbidden variants, row 4: "log (in)" is not a word or phrase (a trailing * is the only wildcard)',
    ]);
  });

  it("finds a well-formed table of forbidden variants for both languages in content/README.md", () => {
    const guide = parseStyleGuide(readFileSync(new URL("../../content/README.md", import.meta.url), "utf8"));
    expect(guide.problems).toEqual([]);
    const forbidden = (lang: "pt" | "en") =>
      guide.rules.filter((rule) => rule.lang === lang).map((rule) => rule.forbidden);
    expect(forbidden("pt")).toEqual(
      expect.arrayContaining([
        "não curtir",
        "papel",
        "fornecedor*",
        "prompt de fechamento",
        "comece um novo",
        "em volta do",
        "este artigo",
      ]),
    );
    expect(forbidden("en")).toEqual(
      expect.arrayContaining([
        "e-mail*",
        "log in",
        "average ticket",
        "have ready",
        "standardis*",
        "reorganis*",
        "summaris*",
      ]),
    );
  });

  it("lists the articles' scope claims for review, without failing, and leaves out the reviewed ones", () => {
    const built = buildRegistry(
      files({
        articles: [
          {
            path: "pt/guia/primeiro.mdx",
            source: article("pt", {
              body: "O agente só responde ao grupo dele.\n\n## Passos {/*passos*/}\n\nO grupo sempre tem um workspace. {/* scope reviewed */}\n",
            }),
          },
          { path: "en/guia/primeiro.mdx", source: article("en") },
        ],
      }),
    );
    expect(
      built.claims.map(({ file, claim }) => `${file}:${claim.line} ${claim.word} ${claim.term}`),
    ).toEqual(["pt/guia/primeiro.mdx:11 só agente"]);
  });

  describe("sending a reader to support", () => {
    const withBodies = (pt: string, en: string) =>
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt", { body: pt }) },
          { path: "en/guia/primeiro.mdx", source: article("en", { body: en }) },
        ],
      });
    const section = (heading: string, text: string) => `Intro.\n\n## ${heading} {/*passos*/}\n\n${text}\n`;
    const linkedPt = section(
      "Passos",
      "Pergunte ao administrador<WithSupport> ou ao <SupportLink>suporte da <Product /></SupportLink></WithSupport><WithoutSupport> da sua organização</WithoutSupport>.",
    );
    const linkedEn = section(
      "Steps",
      "<WithSupport>If in doubt, ask <SupportLink><Product /> support</SupportLink>.</WithSupport><WithoutSupport>Check the settings again.</WithoutSupport>",
    );

    it("fails on words that send the reader to support outside <SupportLink>, naming the file and line", () => {
      const problems = problemsOf(
        withBodies(
          section("Passos", "Se algo der errado,\nfale com o Suporte da <Product />."),
          section("Steps", "Still stuck? Contact us, or write to the support team."),
        ),
      );
      expect(problems).toEqual([
        {
          file: "pt/guia/primeiro.mdx",
          message:
            'line 16: "Suporte" sends the reader to support without a link; write it as <SupportLink>…</SupportLink> in a <WithSupport> passage (content/README.md, "Sending a reader to support")',
        },
        {
          file: "en/guia/primeiro.mdx",
          message:
            'line 15: "Contact us" sends the reader to support without a link; write it as <SupportLink>…</SupportLink> in a <WithSupport> passage (content/README.md, "Sending a reader to support")',
        },
        {
          file: "en/guia/primeiro.mdx",
          message:
            'line 15: "support" sends the reader to support without a link; write it as <SupportLink>…</SupportLink> in a <WithSupport> passage (content/README.md, "Sending a reader to support")',
        },
      ]);
    });

    it("passes the words inside <SupportLink> and the phrases the table allows (a vendor's own labels)", () => {
      const vendor = section(
        "Steps",
        "Fill in the app name and the user support email.\n\n" + linkedEn.split("\n\n")[2],
      );
      expect(() => buildRegistry(withBodies(linkedPt, vendor))).not.toThrow();
    });

    it("requires a <SupportLink> inside <WithSupport>, never in <WithoutSupport>, and a <WithSupport> that holds one", () => {
      const problems = problemsOf(
        withBodies(
          section("Passos", "Peça ao <SupportLink>suporte da <Product /></SupportLink>."),
          section(
            "Steps",
            "<WithSupport>Ask your administrator.</WithSupport>\n\n<WithoutSupport>Ask <SupportLink><Product /> support</SupportLink>.</WithoutSupport>",
          ),
        ),
      );
      expect(
        problems.map(
          (problem) => `${problem.file}: ${problem.message.replace(/(Support>|one)[,:].*$/, "$1")}`,
        ),
      ).toEqual([
        "pt/guia/primeiro.mdx: line 15: put the sentence or clause with this <SupportLink> inside <WithSupport>…</WithSupport>",
        "en/guia/primeiro.mdx: line 15: a <WithSupport> passage holds no <SupportLink>",
        "en/guia/primeiro.mdx: line 17: a <SupportLink> cannot be inside <WithoutSupport>",
        // The English file, given as is as the Spanish twin, has the same two mistakes.
        "es/guia/primeiro.mdx: line 15: a <WithSupport> passage holds no <SupportLink>",
        "es/guia/primeiro.mdx: line 17: a <SupportLink> cannot be inside <WithoutSupport>",
      ]);
    });

    it("requires a <WithoutSupport> after every <WithSupport> in the same section, so a brand without a contact keeps a next step", () => {
      const unpaired = section(
        "Steps",
        "<WithSupport>Ask <SupportLink><Product /> support</SupportLink>.</WithSupport>\n\n## Next {/*depois*/}\n\n<WithoutSupport>Check the settings again.</WithoutSupport>",
      );
      const twice = section(
        "Passos",
        "<WithSupport>Peça ao <SupportLink>suporte da <Product /></SupportLink>.</WithSupport> <WithSupport>Ou ao <SupportLink>suporte</SupportLink>.</WithSupport><WithoutSupport>Confira de novo.</WithoutSupport>\n\n## Depois {/*depois*/}\n\nFim.",
      );
      const problems = problemsOf(withBodies(twice, unpaired));
      expect(
        problems
          .filter((problem) => problem.message.includes("no <WithoutSupport>"))
          .map((problem) => `${problem.file}: ${problem.message.replace(/ in the same section.*$/, "")}`),
      ).toEqual([
        // The first of two passages in a row has none of its own.
        "pt/guia/primeiro.mdx: line 15: this <WithSupport> passage has no <WithoutSupport> after it",
        // A <WithoutSupport> under the next heading does not count.
        "en/guia/primeiro.mdx: line 15: this <WithSupport> passage has no <WithoutSupport> after it",
        "es/guia/primeiro.mdx: line 15: this <WithSupport> passage has no <WithoutSupport> after it",
      ]);
      expect(() => buildRegistry(withBodies(linkedPt, linkedEn))).not.toThrow();
    });

    it("gives search and the assistant the passages the brand shows: <WithSupport> with a contact, <WithoutSupport> without", () => {
      const textOf = (support: boolean) =>
        buildRegistry({ ...withBodies(linkedPt, linkedEn), support })
          .bodies.get("en/guia/primeiro")!
          .sections.map((part) => part.text)
          .join(" ");
      expect(textOf(true)).toContain("If in doubt, ask Lumi support.");
      expect(textOf(true)).not.toContain("Check the settings again.");
      expect(textOf(false)).toContain("Check the settings again.");
      expect(textOf(false)).not.toMatch(/support/i);
    });

    it("reads the words from content/README.md, for every language", () => {
      const words = parseSupportWords(
        readFileSync(new URL("../../content/README.md", import.meta.url), "utf8"),
      );
      expect(words.problems).toEqual([]);
      const of = (lang: Lang) =>
        words.rules.filter((rule) => rule.lang === lang).map((rule) => rule.forbidden);
      expect(of("pt")).toEqual(expect.arrayContaining(["suporte", "fale conosco", "entre em contato"]));
      expect(of("en")).toEqual(expect.arrayContaining(["support", "contact us", "customer service"]));
      expect(of("es")).toEqual(expect.arrayContaining(["soporte", "contáctanos", "atención al cliente"]));
    });

    it("fails when a language has no row of support words", () => {
      const withoutSpanish = styleGuide.replace(/^\| es \| `soporte`.*\n/m, "");
      expect(problemsOf(files({ styleGuide: withoutSpanish }))).toContainEqual({
        file: "README.md",
        message: "the words that send a reader to support have no row for es",
      });
    });
  });

  it("rejects an image that does not resolve", () => {
    const problems = problemsOf(files({ media: [] }));
    expect(problems).toContainEqual({
      file: "pt/guia/primeiro.mdx",
      message: "line 17: image ../../media/screen.svg does not resolve (looked for content/media/screen.svg)",
    });
  });

  it("rejects headings without ids, and ids that differ between the languages", () => {
    const noId = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt", { body: "Intro.\n\n## Sem id\n" }) },
          { path: "en/guia/primeiro.mdx", source: article("en") },
        ],
      }),
    );
    expect(noId).toContainEqual({
      file: "pt/guia/primeiro.mdx",
      message: 'line 13: heading "Sem id" has no id; end it with {/*an-id*/}',
    });
    const differ = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt") },
          {
            path: "en/guia/primeiro.mdx",
            source: article("en", { body: "Intro.\n\n## Steps {/*steps*/}\n" }),
          },
        ],
      }),
    );
    expect(differ).toContainEqual({
      file: "en/guia/primeiro.mdx",
      message: "heading ids [steps] differ from the Brazilian Portuguese file's [passos]",
    });
  });

  it("keeps readers' questions by section for the assistant, and rejects unknown sections and keys that differ", () => {
    const { questions } = buildRegistry(files());
    expect(questions.get("pt/guia/primeiro")).toEqual(
      new Map([
        ["", ["por onde começo?"]],
        ["passos", ["quais são os passos da Lumi?"]],
      ]),
    );
    const frontmatter = (lang: "pt" | "en", value: string) =>
      article(lang).replace(/^questions: .*$/m, `questions: ${value}`);
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: frontmatter("pt", "{ intro: [oi?], fim: [tchau?] }") },
          { path: "en/guia/primeiro.mdx", source: frontmatter("en", "{ intro: [hi?] }") },
        ],
      }),
    );
    expect(problems).toContainEqual({
      file: "pt/guia/primeiro.mdx",
      message: 'questions: "fim" is neither intro nor a heading id of this article',
    });
    expect(problems).toContainEqual({
      file: "en/guia/primeiro.mdx",
      message:
        "questions are given for [intro] but the Brazilian Portuguese file gives them for [fim, intro]",
    });
  });

  it("reports MDX that does not parse, naming the file", () => {
    const problems = problemsOf(
      files({
        articles: [
          { path: "pt/guia/primeiro.mdx", source: article("pt", { body: "Broken <Callout unclosed\n" }) },
          { path: "en/guia/primeiro.mdx", source: article("en") },
        ],
      }),
    );
    expect(
      problems.some(
        (problem) =>
          problem.file === "pt/guia/primeiro.mdx" && problem.message.startsWith("MDX does not parse"),
      ),
    ).toBe(true);
  });

  it("includes every problem in the error message with its content/ path", () => {
    expect(() => buildRegistry(files({ media: [] }))).toThrowError(
      /content\/pt\/guia\/primeiro\.mdx: line 17: image/,
    );
  });
});
