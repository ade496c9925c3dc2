import { describe, expect, it } from "vitest";
import { formatDay } from "./i18n";

describe("formatDay", () => {
  it("writes a day the way each language writes dates, whatever the machine's time zone", () => {
    expect(formatDay("2026-11-25", "pt")).toBe("25 de novembro de 2026");
    expect(formatDay("2026-11-25", "en")).toBe("November 25, 2026");
    expect(formatDay("2026-01-01", "en")).toBe("January 1, 2026");
  });
});
