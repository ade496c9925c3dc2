import { describe, expect, it } from "vitest";
import { chunkName, type ModuleFacts } from "./island-chunks";

// Who imports whom, statically: the entry imports the loader; two islands share a button; one island
// alone uses a date helper; the mount imports the frame; React is React. A plain widget loaded on
// intent shares the messages with the islands and has a panel of its own.
const importers: Record<string, string[]> = {
  "/app/entry.client.ts": [],
  "/app/islands/boot.ts": ["/app/entry.client.ts"],
  "/app/lib/urls.ts": ["/app/islands/boot.ts", "/app/components/ui/button.tsx"],
  "/app/components/feedback/feedback.island.tsx": [],
  "/app/components/search/results-page.island.tsx": [],
  "/app/components/ui/button.tsx": [
    "/app/components/feedback/feedback.island.tsx",
    "/app/components/search/results-page.island.tsx",
  ],
  "/app/lib/dates.ts": ["/app/components/feedback/feedback.island.tsx"],
  "/app/components/search/combobox.on-intent.ts": [],
  "/app/components/search/search-panel.ts": ["/app/components/search/combobox.on-intent.ts"],
  "/app/lib/messages.ts": [
    "/app/components/search/search-panel.ts",
    "/app/components/feedback/feedback.island.tsx",
    "/app/components/search/results-page.island.tsx",
  ],
  "/app/islands/mount.tsx": [],
  "/app/islands/frame.tsx": ["/app/islands/mount.tsx"],
  "/node_modules/react-dom/client.js": ["/app/islands/mount.tsx"],
  "/node_modules/react-dom/server.js": [],
  "/node_modules/vite/preload-helper.js": ["/app/islands/boot.ts"],
};
const lookup = (id: string): ModuleFacts | null => (id in importers ? { importers: importers[id]! } : null);

describe("chunkName", () => {
  it("keeps what the first load imports out of the islands' file, in one file beside the entry", () => {
    expect(chunkName("/app/islands/boot.ts", lookup)).toBe("first-load");
    expect(chunkName("/app/lib/urls.ts", lookup)).toBe("first-load");
    expect(chunkName("/app/entry.client.ts", lookup)).toBeNull();
  });

  it("puts what two islands share, and what mounting an island needs, in the islands' file", () => {
    expect(chunkName("/app/components/ui/button.tsx", lookup)).toBe("islands");
    expect(chunkName("/app/islands/frame.tsx", lookup)).toBe("islands");
  });

  it("leaves what one island alone uses to the bundler's own splitting", () => {
    expect(chunkName("/app/lib/dates.ts", lookup)).toBeNull();
    expect(chunkName("/app/components/feedback/feedback.island.tsx", lookup)).toBeNull();
  });

  it("keeps what a plain widget loaded on intent needs out of the islands' file, which brings React", () => {
    expect(chunkName("/app/lib/messages.ts", lookup)).toBe("plain");
    expect(chunkName("/app/components/search/search-panel.ts", lookup)).toBeNull();
  });

  it("gives React and the preload helper files of their own, and never ships React's server renderer", () => {
    expect(chunkName("/node_modules/react-dom/client.js", lookup)).toBe("react");
    expect(chunkName("/node_modules/react-dom/server.js", lookup)).toBeNull();
    expect(chunkName("/node_modules/vite/preload-helper.js", lookup)).toBe("preload-helper");
  });

  it("ends on an import cycle", () => {
    const cycle = (id: string): ModuleFacts => ({
      importers: id === "/app/a.ts" ? ["/app/b.ts"] : ["/app/a.ts"],
    });
    expect(chunkName("/app/a.ts", cycle)).toBeNull();
  });
});
