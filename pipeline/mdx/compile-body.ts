/**
 * One article's MDX compiled, outside the bundler, to the body of a function (@mdx-js/mdx's
 * `function-body`): the pre-renderer runs it with React's JSX runtime and the MDX components
 * (app/components/article/article-body.tsx), page by page, and lets it go. Nothing in it imports:
 * illustrations are the URLs of their assets (remark-media.ts), components come from the page.
 */
import { createProcessor } from "@mdx-js/mdx";
import type { Root } from "mdast";
import { relative, sep } from "node:path";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { projectDir } from "../content/content-source";
import { remarkHeadingIds } from "./remark-heading-ids";
import { remarkMedia } from "./remark-media";
import { remarkUnwrapImages } from "./remark-unwrap-images";

/** Where a compiler's message points: a point, or a stretch from a start point. */
interface Point {
  line?: number;
  column?: number;
}

/** A compiler's message (a vfile message): why, and where in the file. */
interface PlacedMessage extends Error {
  reason: string;
  line?: number;
  column?: number;
  place?: Point | { start?: Point };
  /** The nodes from the tree's root to the one the message is about. */
  ancestors?: { position?: { start?: Point } }[];
}

const isPlaced = (error: unknown): error is PlacedMessage => error instanceof Error && "reason" in error;

/**
 * `:line:column` of a message: its own, its place's, or the start of the node it is about; nothing
 * when it has none (some messages say where in their reason).
 */
function position(message: PlacedMessage): string {
  const place: Point | undefined =
    (message.place && "start" in message.place
      ? message.place.start
      : (message.place as Point | undefined)) ?? message.ancestors?.at(-1)?.position?.start;
  const line = message.line ?? place?.line;
  return line === undefined ? "" : `:${line}:${message.column ?? place?.column ?? 1}`;
}

/** What the compile does to an article besides MDX itself, in order. */
const remarkPlugins = [remarkFrontmatter, remarkGfm, remarkUnwrapImages, remarkMedia, remarkHeadingIds];

let processor: ReturnType<typeof createProcessor> | undefined;
/** The compile's processor, made once per thread and used for every article. */
const bodyProcessor = () =>
  (processor ??= createProcessor({ format: "mdx", outputFormat: "function-body", remarkPlugins }));

/** A failure of the compile, naming the article's file and, when it has one, the line. */
function named(path: string, error: unknown): Error {
  const place = relative(projectDir, path).split(sep).join("/");
  if (isPlaced(error)) return new Error(`${place}${position(error)}: ${error.reason}`, { cause: error });
  return new Error(`${place}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/** An article parsed as the compile parses it: its tree (MDX, frontmatter, GFM), and its file. */
export interface ParsedBody {
  file: VFile;
  tree: Root;
}

/** The article at `path` (its source `source`) parsed; a failure names the file and line. */
export function parseBody(path: string, source: string): ParsedBody {
  const file = new VFile({ path, value: source });
  try {
    return { file, tree: bodyProcessor().parse(file) };
  } catch (error) {
    throw named(path, error);
  }
}

/**
 * A parsed article as a function body; a failure names the file and line. The tree is the
 * compile's to change: whoever needs it as parsed reads it first (parse-ahead.ts keeps it).
 */
export async function compileParsed({ file, tree }: ParsedBody): Promise<string> {
  try {
    const processor = bodyProcessor();
    // The processor's types take the last plugin's tree (the JavaScript program) for `run`'s input;
    // it takes the Markdown tree its `parse` gives, as `process` does.
    const input = tree as unknown as Parameters<typeof processor.run>[0];
    return String(processor.stringify(await processor.run(input, file), file));
  } catch (error) {
    throw named(file.path, error);
  }
}

/** The article at `path` (its source `source`) as a function body; a failure names the file and line. */
export async function compileBody(path: string, source: string): Promise<string> {
  return compileParsed(parseBody(path, source));
}
