import { afterEach, describe, expect, it } from "vitest";
import { loadRetrievalFigures } from "./assistant-figures";

describe("loadRetrievalFigures", () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
  });

  // The build loads it before starting the bundler, which inherits the environment: a NODE_ENV the
  // loader set would ship React's development build to every reader.
  it("leaves NODE_ENV as it found it, unset included", async () => {
    delete process.env.NODE_ENV;
    const retrievalFigures = await loadRetrievalFigures();
    expect(typeof retrievalFigures).toBe("function");
    expect(process.env.NODE_ENV).toBeUndefined();
  });
});
