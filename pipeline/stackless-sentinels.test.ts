import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { sentinelNames, stacklessSentinels } from "./stackless-sentinels";

describe("React DOM's sentinel errors without a stack", () => {
  it("makes each sentinel an Error by prototype, with its message, that records no stack", () => {
    const code = [
      "function formatProdErrorMessage(code) { return 'Minified React error #' + code; }",
      "var HydrationMismatchException = Error(formatProdErrorMessage(519));",
      "var SuspenseException = Error(formatProdErrorMessage(460)),",
      "  other = Error(formatProdErrorMessage(1));",
      "return { HydrationMismatchException, SuspenseException, other };",
    ].join("\n");
    const { code: replaced, count } = stacklessSentinels(code);
    expect(count).toBe(2);
    const made = runInThisContext(`(function () {\n${replaced}\n})()`) as Record<string, Error>;
    for (const name of ["HydrationMismatchException", "SuspenseException"]) {
      const error = made[name]!;
      expect(error).toBeInstanceOf(Error);
      expect(error.stack).toBeUndefined();
    }
    expect(made.SuspenseException!.message).toBe("Minified React error #460");
    // Errors React makes for the reader keep their stack.
    expect(typeof made.other!.stack).toBe("string");
  });

  it("finds all five in the React DOM this project installs", () => {
    const root = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
    const path = join(root, "cjs", "react-dom-client.production.js");
    const { count } = stacklessSentinels(readFileSync(path, "utf8"));
    expect(count).toBe(sentinelNames.length);
  });
});
