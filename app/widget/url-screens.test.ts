import { describe, expect, it } from "vitest";
import { screenForPath } from "./url-screens";

describe("screenForPath", () => {
  const map = {
    "/settings/*": "Settings > Appearance",
    "/settings/integrations*": "Settings > Integrations",
    "/org/users": "Organization > Users > User list",
  };

  it("picks the longest pattern that matches, so a page overrides its section", () => {
    expect(screenForPath(map, "/settings/integrations/new")).toBe("Settings > Integrations");
    expect(screenForPath(map, "/settings/theme")).toBe("Settings > Appearance");
    expect(screenForPath(map, "/org/users")).toBe("Organization > Users > User list");
  });

  it("matches a pattern without a star exactly, and its dots as dots", () => {
    expect(screenForPath(map, "/org/users/42")).toBeUndefined();
    expect(screenForPath({ "/a.b": "Home" }, "/axb")).toBeUndefined();
    expect(screenForPath({}, "/")).toBeUndefined();
  });
});
