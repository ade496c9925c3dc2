import { describe, expect, it } from "vitest";
import { eagerWrappers } from "./eager-commonjs";

describe("eager CommonJS wrappers", () => {
  it("writes each arrow wrapper as a parenthesized function expression, body untouched", () => {
    const code = [
      "var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {",
      "  exports.a = () => 1;",
      "}));",
      "var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {",
      "  module.exports = require_a();",
      "}));",
    ].join("\n");
    const { code: eager, count } = eagerWrappers(code);
    expect(count).toBe(2);
    expect(eager).toContain("__commonJSMin((function(exports) {\n  exports.a = () => 1;\n}));");
    expect(eager).toContain(
      "__commonJSMin((function(exports, module) {\n  module.exports = require_a();\n}));",
    );
    expect(eager).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it("finds none in code of another shape, and changes nothing", () => {
    const code = "var x = __commonJSMin((exports) => {});";
    expect(eagerWrappers(code)).toEqual({ code, count: 0 });
  });
});
