import { describe, expect, it } from "vitest";
import { islandFilesFor } from "~/lib/island-graph";
import { islandGraph, type ChunkFacts } from "./island-graph";

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  code: "",
  ...facts,
});

// The shape of the real build: the entry imports the first load's file and each island's facade;
// an island's facade re-exports its body; the body imports React and the islands' shared file,
// and loads its next step on demand; the shared file loads each language's strings and a tooltip on demand.
const app = "/repo/app";
const chunks = [
  chunk("assets/entry.js", {
    imports: ["assets/first-load.js"],
    dynamicImports: ["assets/feedback.island.js", "assets/search-box.island.js"],
  }),
  chunk("assets/first-load.js", { dynamicImports: ["assets/mount.js", "assets/panel.js"] }),
  chunk("assets/mount.js", { facadeModuleId: `${app}/islands/mount.tsx`, imports: ["assets/islands.js"] }),
  chunk("assets/islands.js", {
    imports: ["assets/react.js", "assets/first-load.js"],
    dynamicImports: ["assets/pt.js", "assets/en.js", "assets/tooltip.js"],
  }),
  chunk("assets/react.js"),
  chunk("assets/tooltip.js", { imports: ["assets/react.js"] }),
  chunk("assets/pt.js", { facadeModuleId: `${app}/lib/messages/pt.ts` }),
  chunk("assets/en.js", { facadeModuleId: `${app}/lib/messages/en.ts` }),
  chunk("assets/feedback.island.js", {
    facadeModuleId: `${app}/components/feedback/feedback.island.tsx`,
    imports: ["assets/feedback-body.js"],
  }),
  chunk("assets/feedback-body.js", {
    moduleIds: [`${app}/components/feedback/feedback.island.tsx`],
    imports: ["assets/react.js", "assets/islands.js"],
  }),
  chunk("assets/search-box.island.js", {
    facadeModuleId: `${app}/components/search/search-box.island.tsx`,
    moduleIds: [`${app}/components/search/search-box.island.tsx`],
    imports: ["assets/islands.js"],
    dynamicImports: ["assets/panel.js"],
  }),
  chunk("assets/panel.js", { imports: ["assets/islands.js", "assets/engine.js"] }),
  chunk("assets/engine.js"),
  // A plain-DOM widget the first load imports on intent: its own graph, no mount, no React.
  chunk("assets/combobox.on-intent.js", {
    facadeModuleId: `${app}/components/search/combobox.on-intent.ts`,
    moduleIds: [`${app}/components/search/combobox.on-intent.ts`],
    imports: ["assets/plain.js", "assets/engine.js"],
  }),
  chunk("assets/plain.js", { dynamicImports: ["assets/pt.js", "assets/en.js"] }),
];

describe("islandGraph", () => {
  const { graph, entry } = islandGraph(chunks, "/");
  const files = (island: string, lang = "pt") => islandFilesFor(graph, island, lang).sort();

  it("belongs in the chunk that imports the islands", () => {
    expect(entry).toBe("assets/entry.js");
  });

  it("gives an island its whole graph, the mount's included, and not what the first load has", () => {
    expect(files("./feedback/feedback.island.tsx")).toEqual(
      [
        "/assets/feedback-body.js",
        "/assets/feedback.island.js",
        "/assets/islands.js",
        "/assets/mount.js",
        "/assets/pt.js",
        "/assets/react.js",
      ].sort(),
    );
  });

  it("gives a plain widget loaded on intent its own graph and its strings, without React or the mount", () => {
    expect(files("./search/combobox.on-intent.ts")).toEqual(
      ["/assets/combobox.on-intent.js", "/assets/engine.js", "/assets/plain.js", "/assets/pt.js"].sort(),
    );
  });

  it("brings the next step an island's own code loads on demand, not what shared code may load", () => {
    const search = files("./search/search-box.island.tsx");
    expect(search).toContain("/assets/panel.js");
    expect(search).toContain("/assets/engine.js");
    expect(search).not.toContain("/assets/tooltip.js");
    expect(files("./feedback/feedback.island.tsx")).not.toContain("/assets/panel.js");
  });

  it("brings only the page's own language's strings", () => {
    expect(files("./feedback/feedback.island.tsx", "en")).toContain("/assets/en.js");
    expect(files("./feedback/feedback.island.tsx", "en")).not.toContain("/assets/pt.js");
  });

  it("names the files under the build's base", () => {
    const { graph } = islandGraph(chunks, "/help/");
    expect(islandFilesFor(graph, "./feedback/feedback.island.tsx", "pt")).toContain("/help/assets/react.js");
  });

  it("fails the build when no chunk imports the islands", () => {
    expect(() => islandGraph(chunks.slice(1), "/")).toThrow(/island graph/);
  });
});
