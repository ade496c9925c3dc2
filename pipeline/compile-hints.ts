/**
 * V8 compiles a function when it is first called, on the main thread, unless told otherwise. For
 * React (about 220 KB) that was most of the first island's start-up: its CommonJS wrappers when
 * React was evaluated, then every function React DOM calls the first time it renders, which made
 * hydration tasks of 33–51 ms at a 4x CPU slowdown, 16–28 ms of them compiling.
 *
 * `//# allFunctionsCalledOnLoad` at the top of a file (V8's explicit compile hints, Chromium 136
 * and later; other engines read a comment) has V8 compile every function of the file as it streams
 * in, off the main thread. With it, no hydration task of the first island passed 16 ms, and React's
 * evaluation took 16–19 ms (same page and trace, 2 × 2 loads each). React is the one file worth
 * it: every function of it that the islands use is called as soon as the first one wakes.
 */
import type { Plugin } from "vite";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts V8's compile hint at the top of the chunk named `chunkName`, once the bundle is written:
 * the minifier, which runs after `renderChunk`, would drop the comment.
 */
export function eagerCompile(chunkName: string): Plugin {
  return {
    name: "lumi:eager-compile",
    apply: "build",
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === "chunk" && file.name === chunkName) file.code = compileHint + file.code;
    },
  };
}
