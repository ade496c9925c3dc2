/**
 * A synthetic `content/` N times the real one: the real articles, plus N-1 copies of each in every
 * language, each copy re-lettered (relettering.ts) and given its own route, title and place in the
 * sidebar. A copy stays valid for every check the build makes (pipeline/content/): its heading ids,
 * code, numbers, addresses to other sites and images are the original's, its links to other
 * articles go to the same copy of those articles, and every language of a copy is re-lettered by
 * the same table, so a link's text still equals the title or heading it points to. Pure but for
 * reading the source folder: the same folder and N always give the same files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Nodes } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { fold } from "../../app/lib/language/fold";
import { isLang, languages } from "../../app/lib/languages";
import { markAll } from "../../pipeline/content/mark";
import { parseStyleGuide, parseSupportWords } from "../../pipeline/content/style-guide";
import { loadVocabularies } from "../../pipeline/content/vocabulary";
import { relettering, type Relettering } from "./relettering";

/** The schema's highest `order` (pipeline/content/schema.ts): a category holds orders 1 to 99. */
const maxOrder = 99;

/** One file of the generated `content/`, path relative to it. */
export interface CorpusFile {
  path: string;
  text: string;
}

interface CategoryEntry {
  id: string;
  icon: string;
  onHome: boolean;
  title: Record<string, string>;
  description: Record<string, string>;
  keywords: Record<string, string[]>;
  endLink?: unknown;
}

interface Source {
  /** `<category>/<slug>` of every article (the default language's files), with its order. */
  articles: Map<string, { order: number; categoryId: string; slug: string }>;
  categories: CategoryEntry[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** The frontmatter of an MDX file, parsed (the build validates it; here only order is read). */
const frontmatterOf = (source: string) =>
  parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as Record<string, unknown>;

/**
 * Where copy `copy` of an article goes: the same category while its orders fit (an article of order
 * o in a category whose largest order is m takes o + k·m), then an extra category after it
 * (`<category>-2`, `-3`...), since a category holds orders up to 99 only.
 */
export function placement(
  categoryId: string,
  order: number,
  largestOrder: number,
  copy: number,
): { categoryId: string; order: number; group: number } {
  const perCategory = Math.max(1, Math.floor(maxOrder / largestOrder));
  const slot = copy - 1;
  const group = Math.floor(slot / perCategory);
  return {
    categoryId: group === 0 ? categoryId : `${categoryId}-${group + 1}`,
    order: order + (slot % perCategory) * largestOrder,
    group,
  };
}

/** The route key (`<category>/<slug>`) of copy `copy` of an article. */
function copyKey(
  source: Source,
  key: string,
  copy: number,
  letters: Relettering,
  largest: Map<string, number>,
) {
  const article = source.articles.get(key);
  if (!article) return undefined;
  const { categoryId } = placement(article.categoryId, article.order, largest.get(article.categoryId)!, copy);
  return `${categoryId}/${copySlug(article.slug, copy, letters)}`;
}

/** A copy's slug: each folder and name re-lettered and numbered, so it names the copy's own page. */
const copySlug = (slug: string, copy: number, letters: Relettering) =>
  slug
    .split("/")
    .map((part) => `${letters.slug(part)}-${copy}`)
    .join("/");

/** Each replacement in an MDX source: its range and the new text. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** Text in a source range re-lettered, its character references (`&amp;`) kept. */
const reletterSource = (text: string, letters: Relettering) =>
  text.replace(/(&[#\w]+;)|[^&]+/g, (part, reference: string | undefined) =>
    reference ? part : letters.text(part),
  );

/** A piece of an article's source that a copy changes, found once per file (parsing is the slow part). */
type Piece =
  | { kind: "frontmatter"; start: number; end: number; value: string }
  | { kind: "text"; start: number; end: number }
  | { kind: "url"; start: number; end: number; url: string }
  | { kind: "image"; start: number; end: number; alt: string; file: string; caption?: string }
  | { kind: "tag"; start: number; end: number };

/** Where an article's source holds words, internal links and component attributes. */
export function planArticle(source: string): Piece[] {
  const tree = parser.parse(source);
  const pieces: Piece[] = [];
  const at = (node: Nodes) => ({ start: node.position!.start.offset!, end: node.position!.end.offset! });
  visit(tree, (node: Nodes, _index, parent) => {
    if (node.type === "yaml") {
      pieces.push({ kind: "frontmatter", ...at(node), value: node.value });
      return;
    }
    if (node.type === "text") {
      // A bare address that GFM made a link: its text is the address.
      if (parent?.type === "link" && parent.url === node.value) return;
      pieces.push({ kind: "text", ...at(node) });
      return;
    }
    if (node.type === "link") {
      if (!node.url.startsWith("/")) return;
      const { start, end } = at(node);
      const from = source.slice(start, end).lastIndexOf(`](${node.url}`);
      if (from < 0) throw new Error(`a link to ${node.url} not written as [text](url)`);
      pieces.push({
        kind: "url",
        start: start + from + 2,
        end: start + from + 2 + node.url.length,
        url: node.url,
      });
      return;
    }
    if (node.type === "image") {
      const { start, end } = at(node);
      const written = /^!\[([^\]]*)\]\(([^\s)]+)(?:\s+"([^"]*)")?\)$/.exec(source.slice(start, end));
      if (!written) throw new Error(`an image not written as ![alt](file "caption"): ${node.url}`);
      const [, alt = "", file = "", caption] = written;
      pieces.push({ kind: "image", start, end, alt, file, ...(caption !== undefined && { caption }) });
      return;
    }
    if (node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") {
      // A value to copy is written as the reader types it.
      if (node.name === "Copy") return SKIP;
      const { start } = at(node);
      pieces.push({ kind: "tag", start, end: source.indexOf(">", start) });
    }
  });
  return pieces;
}

/**
 * One article of a copy: the body's text, image alt text and captions, and the components' `title`
 * and `label` re-lettered; links to other articles sent to the same copy of them; the frontmatter's
 * words re-lettered, `{product}` kept, order and parent those of the copy.
 */
export function copyArticle(
  source: string,
  pieces: readonly Piece[],
  letters: Relettering,
  mapRoute: (route: string) => string | undefined,
  place: { order: number; parent?: string },
): string {
  const linkTo = (url: string) => {
    if (!url.startsWith("/")) return undefined;
    const [route = "", hash] = url.split("#");
    const mapped = mapRoute(route);
    return mapped === undefined ? undefined : hash === undefined ? mapped : `${mapped}#${hash}`;
  };
  const words = (value: string) => withProduct(value, letters);
  const edits = pieces.flatMap((piece): Edit[] => {
    const { start, end } = piece;
    switch (piece.kind) {
      case "frontmatter": {
        const frontmatter = parseYaml(piece.value) as Record<string, unknown>;
        frontmatter.title = words(String(frontmatter.title));
        frontmatter.description = words(String(frontmatter.description));
        frontmatter.keywords = (frontmatter.keywords as string[]).map(words);
        frontmatter.questions = Object.fromEntries(
          Object.entries(frontmatter.questions as Record<string, string[]>).map(([section, asked]) => [
            section,
            asked.map(words),
          ]),
        );
        frontmatter.order = place.order;
        if (place.parent !== undefined) frontmatter.parent = place.parent;
        return [{ start, end, text: `---\n${stringifyYaml(frontmatter, { lineWidth: 0 })}---` }];
      }
      case "text":
        return [{ start, end, text: reletterSource(source.slice(start, end), letters) }];
      case "url": {
        const mapped = linkTo(piece.url);
        return mapped === undefined ? [] : [{ start, end, text: mapped }];
      }
      case "image": {
        const caption = piece.caption === undefined ? "" : ` "${letters.text(piece.caption)}"`;
        return [{ start, end, text: `![${letters.text(piece.alt)}](${piece.file}${caption})` }];
      }
      case "tag": {
        const tag = source.slice(start, end);
        const renamed = tag.replace(
          /\b(title|label|alt|href)="([^"]*)"/g,
          (_whole, name: string, value: string) =>
            name === "href" ? `href="${linkTo(value) ?? value}"` : `${name}="${letters.text(value)}"`,
        );
        return renamed === tag ? [] : [{ start, end, text: renamed }];
      }
    }
  });
  return applyEdits(source, edits);
}

/** A frontmatter or category value re-lettered, the `{product}` placeholder kept. */
const withProduct = (value: string, letters: Relettering) =>
  value
    .split(/(\{product\})/)
    .map((part) => (part === "{product}" ? part : letters.text(part)))
    .join("");

/** What the generator reads once from a `content/` folder. */
function readSource(contentDir: string, files: string[]): Source {
  const categories = parseYaml(readFileSync(join(contentDir, "categories.yaml"), "utf8")) as CategoryEntry[];
  const articles: Source["articles"] = new Map();
  for (const path of files) {
    const match = /^([a-z]+)\/([a-z0-9-]+)\/(.+)\.mdx$/.exec(path);
    if (!match || match[1] !== languages[0]) continue;
    const [, , categoryId = "", slug = ""] = match;
    const { order } = frontmatterOf(readFileSync(join(contentDir, path), "utf8"));
    articles.set(`${categoryId}/${slug}`, { order: Number(order), categoryId, slug });
  }
  return { categories, articles };
}

/** The words no copy may produce: the style guide's variants and the words that send to support. */
function reservedWords(styleGuide: string): (folded: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const rules = [...parseStyleGuide(styleGuide).rules, ...parseSupportWords(styleGuide).rules];
  for (const { forbidden } of rules) {
    const wildcard = forbidden.endsWith("*");
    const words = fold(forbidden.replace(/\*$/, "")).split(/[\s-]+/);
    words.forEach((word, index) =>
      wildcard && index === words.length - 1 ? prefixes.push(word) : exact.add(word),
    );
  }
  return (folded) => exact.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix));
}

/** The stop words of every language (folded): kept in every copy, as any text in them shares them. */
function stopWords(contentDir: string): Set<string> {
  const vocabularies = loadVocabularies(contentDir, languages);
  return new Set(languages.flatMap((lang) => vocabularies[lang].stopWords.map(fold)));
}

/**
 * Every file of a `content/` N times `contentDir`'s: its own files as they are (media, vocabularies,
 * the style guide), the articles and their copies, and `categories.yaml` with the extra categories
 * the copies need.
 */
export function generateCorpus(contentDir: string, multiple: number): CorpusFile[] {
  if (!Number.isInteger(multiple) || multiple < 1)
    throw new Error(`a multiple is a whole number ≥ 1: ${multiple}`);
  const files = listFiles(contentDir);
  const source = readSource(contentDir, files);
  const largest = new Map<string, number>();
  for (const { categoryId, order } of source.articles.values())
    largest.set(categoryId, Math.max(largest.get(categoryId) ?? 0, order));
  // A re-lettered word that happens to be one of the original's ("barra") would index into it.
  const originalWords = new Set<string>();
  for (const path of files)
    if (path.endsWith(".mdx"))
      for (const word of readFileSync(join(contentDir, path), "utf8").match(/[\p{L}\p{M}]+/gu) ?? [])
        originalWords.add(fold(word));
  const forbidden = reservedWords(readFileSync(join(contentDir, "README.md"), "utf8"));
  const options = {
    keep: stopWords(contentDir),
    reserved: (folded: string) => originalWords.has(folded) || forbidden(folded),
  };
  const out: CorpusFile[] = [];
  /** The copies' articles, whose translations are then marked as translating their copied original. */
  const copies: { path: string; source: string }[] = [];
  const extraCategories = new Map<string, CategoryEntry[]>();
  const madeCategories = new Set<string>();
  const articleFiles: {
    path: string;
    source: string;
    pieces: Piece[];
    lang: string;
    categoryId: string;
    slug: string;
    parent?: string;
  }[] = [];
  for (const path of files) {
    const source = readFileSync(join(contentDir, path), "utf8");
    if (path !== "categories.yaml") out.push({ path, text: source });
    const match = /^([a-z]+)\/([a-z0-9-]+)\/(.+)\.mdx$/.exec(path);
    if (!match || !isLang(match[1]) || multiple === 1) continue;
    const [, lang = "", categoryId = "", slug = ""] = match;
    const { parent } = frontmatterOf(source);
    articleFiles.push({
      path,
      source,
      pieces: planArticle(source),
      lang,
      categoryId,
      slug,
      ...(typeof parent === "string" && { parent }),
    });
  }
  for (let copy = 2; copy <= multiple; copy++) {
    const letters = relettering(copy, options);
    const mapRoute = (route: string) => {
      const key = copyKey(source, route.slice(1), copy, letters, largest);
      return key === undefined ? undefined : `/${key}`;
    };
    for (const { source: text, pieces, lang, categoryId, slug, parent } of articleFiles) {
      const article = source.articles.get(`${categoryId}/${slug}`)!;
      const place = placement(categoryId, article.order, largest.get(categoryId)!, copy);
      const copied = copyArticle(text, pieces, letters, mapRoute, {
        order: place.order,
        ...(parent !== undefined && { parent: copySlug(parent, copy, letters) }),
      });
      copies.push({
        path: `${lang}/${place.categoryId}/${copySlug(slug, copy, letters)}.mdx`,
        source: copied,
      });
      // An extra category, the first time a copy goes there: the original's, in the copy's words.
      if (place.group > 0 && !madeCategories.has(place.categoryId)) {
        madeCategories.add(place.categoryId);
        const original = source.categories.find((category) => category.id === categoryId)!;
        const words = (value: string) => withProduct(value, letters);
        // No endLink: the article it names is the original category's.
        const extra: CategoryEntry = {
          id: place.categoryId,
          icon: original.icon,
          // The home grid and the not-found page keep the spec's seven cards.
          onHome: false,
          title: Object.fromEntries(Object.entries(original.title).map(([l, v]) => [l, words(v)])),
          description: Object.fromEntries(
            Object.entries(original.description).map(([l, v]) => [l, words(v)]),
          ),
          keywords: Object.fromEntries(Object.entries(original.keywords).map(([l, v]) => [l, v.map(words)])),
        };
        extraCategories.set(categoryId, [...(extraCategories.get(categoryId) ?? []), extra]);
      }
    }
  }
  const categories = source.categories.flatMap((category) => [
    category,
    ...(extraCategories.get(category.id) ?? []),
  ]);
  return [
    ...out,
    ...markAll(copies).map(({ path, source: text }) => ({ path, text })),
    {
      path: "categories.yaml",
      text:
        multiple === 1
          ? readFileSync(join(contentDir, "categories.yaml"), "utf8")
          : stringifyYaml(categories, { lineWidth: 0 }),
    },
  ];
}
