/** The parsed content for unit tests: read from the snapshot the global setup wrote, once per file. */
import { readFileSync } from "node:fs";
import { deserialize } from "node:v8";
import { inject } from "vitest";
import type { BuiltContent } from "../../pipeline/content/build-registry";
import "./content-cache";

let content: BuiltContent | undefined;

export function testContent(): BuiltContent {
  content ??= deserialize(readFileSync(inject("contentSnapshot"))) as BuiltContent;
  return content;
}
