import { describe, expect, it } from "vitest";
import { reachableScripts } from "./prune-assets";

describe("the scripts a page can reach", () => {
  it("follows static and dynamic imports from the entry, and nothing else", () => {
    const files: Record<string, string> = {
      "entry-1.js": 'import{t as e}from"./helper-2.js";e(()=>import(`./island-3.js`),[])',
      "helper-2.js": "export const t=e=>e()",
      "island-3.js": 'import{a}from"./react-4.js";import("./panel-5.js")',
      "react-4.js": "export const a=1",
      "panel-5.js": "export default 1",
      "route-6.js": 'import{a}from"./react-4.js"',
      "manifest-7.js": 'window.m={"entry":"/assets/entry-1.js"}',
    };
    expect([...reachableScripts(["entry-1.js"], (name) => files[name])].sort()).toEqual([
      "entry-1.js",
      "helper-2.js",
      "island-3.js",
      "panel-5.js",
      "react-4.js",
    ]);
  });
});
