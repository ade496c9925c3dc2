import { describe, expect, it } from "vitest";
import { leanHelper } from "./lean-preload";

const helper = "var a=function(e,t){return e()};export{a as t};";

describe("the lean preload helper", () => {
  it("reduces the helper to calling the import when every call passes no dependencies", () => {
    const lean = leanHelper({
      "preload-helper-abc.js": helper,
      "root-1.js":
        'import{t as O}from"./preload-helper-abc.js";O(()=>import(`./a-1.js`),[]);O(()=>import(`./b-2.js`),[])',
      // One module picked out of a shared chunk.
      "entry-4.js": 'import{t as e}from"./preload-helper-abc.js";e(()=>import(`./c-3.js`).then(e=>e.n),[])',
      "other-2.js": "console.log(1)",
      "manifest-3.js": 'window.__m={"imports":["/assets/preload-helper-abc.js"]}',
    });
    expect(lean).toEqual({ file: "preload-helper-abc.js", code: "const a=e=>e();export{a as t};\n" });
  });

  it("leaves the build alone when a call has dependencies, or the helper is used otherwise", () => {
    const withDeps = 'import{t as O}from"./preload-helper-abc.js";O(()=>import(`./a-1.js`),["assets/a.css"])';
    expect(leanHelper({ "preload-helper-abc.js": helper, "root-1.js": withDeps })).toBeUndefined();
    const pickedWithDeps =
      'import{t as O}from"./preload-helper-abc.js";O(()=>import(`./a-1.js`).then(e=>e.n),["assets/a.css"])';
    expect(leanHelper({ "preload-helper-abc.js": helper, "root-1.js": pickedWithDeps })).toBeUndefined();
    // A name the minifier reused in an inner scope is not the helper.
    const shadowed =
      'import{t as O}from"./preload-helper-abc.js";O(()=>import(`./a-1.js`),[]);function f(O){O(1)}';
    expect(leanHelper({ "preload-helper-abc.js": helper, "root-1.js": shadowed })).toEqual({
      file: "preload-helper-abc.js",
      code: "const a=e=>e();export{a as t};\n",
    });
    expect(leanHelper({ "root-1.js": "x" })).toBeUndefined();
  });
});
