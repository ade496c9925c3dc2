import { describe, expect, it } from "vitest";
import { compileHint, eagerCompile } from "./compile-hints";

type File = { type: "chunk"; name: string; code: string } | { type: "asset"; name: string; source: string };
type GenerateBundle = (options: unknown, bundle: Record<string, File>) => void;

describe("V8's compile hint", () => {
  const generateBundle = eagerCompile("react").generateBundle as unknown as GenerateBundle;

  it("heads the named chunk, whose code follows unchanged, and no other file", () => {
    const react = 'import{t as e}from"./runtime.js";var a=1;';
    const bundle: Record<string, File> = {
      "assets/react-x.js": { type: "chunk", name: "react", code: react },
      "assets/search-box.island-y.js": { type: "chunk", name: "search-box.island", code: "var b=2;" },
      "assets/app-z.css": { type: "asset", name: "app.css", source: "a{}" },
    };
    generateBundle({}, bundle);
    expect(bundle["assets/react-x.js"]).toMatchObject({ code: `//# allFunctionsCalledOnLoad\n${react}` });
    expect(compileHint).toBe("//# allFunctionsCalledOnLoad\n");
    expect(bundle["assets/search-box.island-y.js"]).toMatchObject({ code: "var b=2;" });
    expect(bundle["assets/app-z.css"]).toMatchObject({ source: "a{}" });
  });
});
