/**
 * React ships as CommonJS, which the bundler wraps module by module in a function that runs on
 * the first `require`: `__commonJSMin(((exports, module) => { …the whole module… }))`. V8 compiles
 * such a function lazily, when it is first called, on the main thread: for React DOM (about 180 KB)
 * that parse made the first island's start-up one task of 85–115 ms at a 4x CPU slowdown.
 *
 * Written as a parenthesized `function` expression, the wrapper is compiled eagerly with the rest
 * of the file, as it streams in, off the main thread (V8's heuristic for functions called at once,
 * which these always are: the first island requires every one of them). Measured on the same page,
 * 3 × 3 loads each: the task fell to 56–83 ms. The arrow and the function differ only in `this`
 * and `arguments`, which a module's top level does not use.
 */
import type { Plugin } from "vite";

const arrowWrapper = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

/** `code` with its CommonJS wrappers as function expressions, and how many there were. */
export function eagerWrappers(code: string): { code: string; count: number } {
  let count = 0;
  const eager = code.replace(arrowWrapper, (_, params: string) => {
    count++;
    return `__commonJSMin((function(${params}) {`;
  });
  return { code: eager, count };
}

/** Applies `eagerWrappers` to the chunk named `chunkName`; a build where it finds none fails. */
export function eagerCommonJs(chunkName: string): Plugin {
  return {
    name: "lumi:eager-commonjs",
    apply: "build",
    renderChunk(code, chunk) {
      if (chunk.name !== chunkName || !code.includes("__commonJSMin")) return null;
      const { code: eager, count } = eagerWrappers(code);
      // The bundler's output changed shape: fail rather than lose the gain unnoticed.
      if (count === 0)
        this.error(`eager-commonjs: no CommonJS wrapper of the expected shape in ${chunk.fileName}`);
      return { code: eager, map: null };
    },
  };
}
