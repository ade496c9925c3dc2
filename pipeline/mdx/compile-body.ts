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

/** A compiler's message (a vfile message): why, and where in the file. */
interface PlacedMessage extends Error {
  reason: string;
  line?: number;
  column?: number;
}

const isPlaced = (error: unknown): error is PlacedMessage => error instanceof Error && "reason" in error;

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
    if (isPlaced(error))
      throw new Error(`${place}:${error.line ?? "?"}:${error.column ?? "?"}: ${error.reason}`, {
        cause: error,
      });
    throw new Error(`${place}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
