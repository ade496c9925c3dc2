import { z } from "zod";
import { iconNames } from "../../app/lib/content/icons";
import { languages, type Lang } from "../../app/lib/languages";
import { revisionPattern } from "./revision";

const text = z.string().trim().min(1);
/** A value written once per language of the language table, each required. */
const localized = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(languages.map((lang) => [lang, value])) as Record<Lang, T>);
const slugPart = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `intro`, or the id of one of the article's headings. */
const questionKeyPattern = slugPart;

/** Frontmatter of one article file, in one language. */
export const articleFrontmatterSchema = z.strictObject({
  /** The `h1`, the `<title>` and the search result's title; `{product}` becomes the brand name. */
  title: text.max(90),
  /** One sentence under the title, in cards, search results and the meta description. */
  description: text.min(50).max(200),
  /** Words a reader might type; matched by search in this language. */
  keywords: z.array(text.max(40)).min(3).max(20),
  /** One of the closed set in `icons.ts`. */
  icon: z.enum(iconNames),
  /**
   * The day an editor last checked the article against the product (`YYYY-MM-DD`), shown as "last
   * updated". Set it whenever the text changes in substance; never a day still to come.
   */
  reviewed: z.iso
    .date()
    .refine((day) => day <= new Date().toISOString().slice(0, 10), "is a day still to come"),
  /** Position among the category's articles in the sidebar (and in prev/next). */
  order: z.number().int().min(1).max(99),
  /**
   * How readers ask for what this article answers, in their own words, by the section that answers
   * (`intro` for the opening paragraph). Not shown on the page: the assistant matches questions
   * against them, so a reader who "adds coworkers" finds the article about inviting users.
   */
  questions: z
    .record(z.string().regex(questionKeyPattern), z.array(text.max(140)).min(1).max(8))
    .refine((bySection) => Object.keys(bySection).length > 0, "give the questions of at least one section"),
  /**
   * Values written in code that are example data in this article's own words (`pedidos.cliente_id`),
   * which a translation writes in its words. Read from the default language's file only: every other
   * value it writes in code is a fact each translation keeps (facts.ts).
   */
  examples: z.array(text.max(120)).max(20).optional(),
  /**
   * In a translation, the revision of the default language's article it translates (revision.ts:
   * a hash of the original's words), written by `npm run translations -- mark`, never by hand. The
   * translation is outdated once the original's words move on from it.
   */
  translatedFrom: z.string().regex(revisionPattern).optional(),
  /**
   * The product screens this article helps on, by their menu paths (`Settings > Integrations`), each
   * one of the list in app/lib/screens.ts (checked with the file's line). Written in the default
   * language's file only: a translation helps on the same screens. The embedded widget suggests the
   * article to a reader on those screens.
   */
  screens: z.array(text.max(80)).min(1).max(5).optional(),
  /** Slug of the parent article in the same category, when this page is nested under it. */
  parent: z
    .string()
    .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/)
    .optional(),
});
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** One entry of `content/categories.yaml`. */
export const categorySchema = z.strictObject({
  /** Also the route and the folder name under `content/<lang>/`. */
  id: z.string().regex(slugPart),
  icon: z.enum(iconNames),
  /** A card on the home grid and the not-found page; false for `qualidade`. */
  onHome: z.boolean(),
  title: localized(text.max(60)),
  description: localized(text.min(30).max(200)),
  keywords: localized(z.array(text.max(40)).min(3).max(20)),
  /**
   * A link that ends every other article of the category, to one of its articles (the full list
   * of integrations): that article's slug and the link's text.
   */
  endLink: z
    .strictObject({
      article: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/),
      label: localized(text.max(60)),
    })
    .optional(),
});

export const categoriesFileSchema = z.array(categorySchema).min(1);

/** Heading ids are shared by every language and used in URLs. */
export const headingIdPattern = slugPart;
