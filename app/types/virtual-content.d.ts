declare module "virtual:content/nav" {
  import type { PackedNav } from "~/lib/content/packed-nav";
  const nav: PackedNav;
  export default nav;
}

declare module "virtual:content/registry" {
  import type { Registry } from "~/lib/content/types";
  const registry: Registry;
  export default registry;
}

declare module "virtual:content/bodies" {
  import type { MDXContent } from "mdx/types";
  /**
   * Each article's compiled body by `<lang>/<key>` (the original's where untranslated), named by its
   * id; empty in the browser, which never renders a body (pipeline/mdx/compile-bodies.ts).
   */
  export const bodies: Record<string, string>;
  /** The body of an id as a component: its compiled code read and run, at build time only. */
  export function runBody(id: string): Promise<MDXContent>;
}

declare module "virtual:icon-sprite" {
  /** URL of the fingerprinted SVG sprite holding every icon of `~/lib/icons`. */
  const url: string;
  export default url;
}

declare module "virtual:search-index" {
  import type { Lang } from "~/lib/languages";
  /** URL of each language's fingerprinted search entry (a `SearchEntry`: its documents, or its shards' entry). */
  const urls: Record<Lang, string>;
  export default urls;
  /** The languages whose entry names shards (the others' is their whole documents). */
  export const sharded: Lang[];
}

declare module "virtual:assistant-questions" {
  import type { Lang } from "~/lib/languages";
  /** URL of each language's fingerprinted readers' questions by section (a `QuestionsFile`). */
  const urls: Record<Lang, string>;
  export default urls;
}

declare module "virtual:sidebar-sections" {
  import type { Lang } from "~/lib/languages";
  /** URL of each category's sidebar links in each language (a `SectionItem[]`), by category id. */
  const urls: Record<Lang, Record<string, string>>;
  export default urls;
}

declare module "virtual:early-scripts" {
  /** The inline scripts of every page (app/early/*.ts), compiled and minified at build time by pipeline/early-scripts.ts. */
  export const earlyLanguageScript: string;
  export const earlyPageScript: string;
  export const loadEntryScript: string;
}

declare module "virtual:island-graph" {
  /** Each island's files as JSON (an `IslandGraph`, app/lib/island-graph.ts), written in by pipeline/island-graph.ts. */
  const text: string;
  export default text;
}

declare module "virtual:widget-files" {
  import type { Lang } from "~/lib/languages";
  /**
   * The files the embedded widget's panel reads, as paths from the help centre's root: each
   * language's widget data (app/lib/widget-data.ts), search entry and readers' questions.
   */
  const files: { data: Record<Lang, string>; search: Record<Lang, string>; questions: Record<Lang, string> };
  export default files;
}
