/**
 * One article's MDX compiled, outside the bundler, to the body of a function (@mdx-js/mdx's
 * `function-body`): the pre-renderer runs it with React's JSX runtime and the MDX components
 * (app/components/article/article-body.tsx), page by page, and lets it go. Nothing in it imports:
 * illustrations are the URLs of their assets (remark-media.ts), components come from the page.
 */
import { compile } from "@mdx-js/mdx";
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

/** The article at `path` (its source `source`) as a function body; a failure names the file and line. */
export async function compileBody(path: string, source: string): Promise<string> {
  try {
    const compiled = await compile(new VFile({ path, value: source }), {
      outputFormat: "function-body",
      remarkPlugins,
    });
    return String(compiled);
  } catch (error) {
    const place = relative(projectDir, path).split(sep).join("/");
    if (isPlaced(error)) throw new Error(`${place}${position(error)}: ${error.reason}`, { cause: error });
    throw new Error(`${place}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
