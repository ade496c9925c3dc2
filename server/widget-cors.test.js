import { describe, expect, it } from "vitest";
import { foreignOrigin, isWidgetFile, widgetOrigins } from "./widget-cors.js";

/** @param {Record<string, string>} headers */
const request = (headers) => /** @type {import("node:http").IncomingMessage} */ ({ headers });

describe("WIDGET_ORIGINS", () => {
  it("reads exact origins separated by commas, and nothing when unset", () => {
    expect([...widgetOrigins(" https://app.example.com, http://127.0.0.1:4293 ,")]).toEqual([
      "https://app.example.com",
      "http://127.0.0.1:4293",
    ]);
    expect(widgetOrigins(undefined).size).toBe(0);
  });

  it("refuses what is not an origin rather than guess", () => {
    for (const value of [
      "https://app.example.com/",
      "*",
      "app.example.com",
      "https://app.example.com/path",
      "ftp://x.org",
    ])
      expect(() => widgetOrigins(value), value).toThrow(/WIDGET_ORIGINS/);
  });
});

describe("a request's foreign origin", () => {
  it("is the Origin of another site, not the help centre's own", () => {
    expect(foreignOrigin(request({ host: "help.example.com", origin: "https://app.example.com" }))).toBe(
      "https://app.example.com",
    );
    expect(
      foreignOrigin(request({ host: "help.example.com", origin: "https://help.example.com" })),
    ).toBeUndefined();
    // Behind a proxy that drops the port from Host, the browser's Sec-Fetch-Site still says so.
    expect(
      foreignOrigin(
        request({ host: "127.0.0.1", origin: "http://127.0.0.1:8080", "sec-fetch-site": "same-origin" }),
      ),
    ).toBeUndefined();
    expect(foreignOrigin(request({ host: "help.example.com" }))).toBeUndefined();
  });

  it("shares only the widget's files", () => {
    expect(
      ["/widget.js", "/widget.mjs", "/assets/widget-panel-x.js", "/en/agentes-ia.md"].every(isWidgetFile),
    ).toBe(true);
    expect(["/", "/en/agentes-ia", "/llms.txt", "/widget.json"].some(isWidgetFile)).toBe(false);
  });
});
