import { describe, expect, it } from "vitest";
import { supportFromSetting, type SupportContact } from "./brand";

const own: SupportContact = {
  contact: "https://example.com/help",
  label: { pt: "Fale com o suporte", en: "Contact support", es: "Contacta al soporte" },
};

describe("the build's support contact (BRAND_SUPPORT)", () => {
  it("is the brand's own when the setting is absent or blank", () => {
    expect(supportFromSetting(undefined, own)).toBe(own);
    expect(supportFromSetting("  ", own)).toBe(own);
  });

  it("is none for `none`", () => {
    expect(supportFromSetting("none", own)).toBeNull();
  });

  it("replaces the contact with another page or address, keeping the brand's labels", () => {
    expect(supportFromSetting("https://acme.example/support", own)).toEqual({
      contact: "https://acme.example/support",
      label: own.label,
    });
    expect(supportFromSetting("help@acme.example", null)?.contact).toBe("help@acme.example");
    expect(supportFromSetting("help@acme.example", null)?.label.en).toBe("Contact support");
  });

  it("fails the build on anything else, rather than publish a broken link", () => {
    for (const setting of ["off", "http://acme.example/help", "acme.example", "javascript:alert(1)"])
      expect(() => supportFromSetting(setting, own), setting).toThrowError(/BRAND_SUPPORT is/);
  });
});
