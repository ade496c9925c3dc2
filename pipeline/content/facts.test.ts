import { describe, expect, it } from "vitest";
import { factsOf, missingFacts, neutralAddress } from "./facts";
import { parseMdx } from "./parse-mdx";

const facts = (body: string) => factsOf(parseMdx(`---\ntitle: t\n---\n\n${body}\n`, { support: true }));

describe("neutralAddress", () => {
  it("makes a vendor's page in any language one address", () => {
    const pages = [
      "https://learn.microsoft.com/pt-br/entra/identity-platform/quickstart-register-app",
      "https://learn.microsoft.com/es-mx/entra/identity-platform/quickstart-register-app",
      "https://learn.microsoft.com/entra/identity-platform/quickstart-register-app",
    ];
    expect(new Set(pages.map(neutralAddress)).size).toBe(1);
    expect(neutralAddress("https://cloud.google.com/iam/docs/keys-create-delete?hl=es-419")).toBe(
      "cloud.google.com/iam/docs/keys-create-delete",
    );
    expect(neutralAddress("https://docs.aws.amazon.com/es_es/Route53/latest/DeveloperGuide/x.html")).toBe(
      neutralAddress("https://docs.aws.amazon.com/Route53/latest/DeveloperGuide/x.html"),
    );
  });

  it("keeps internal links, and makes a picture's language versions one picture", () => {
    expect(neutralAddress("/organizacao/usuarios#convidar")).toBe("/organizacao/usuarios");
    expect(neutralAddress("../../media/token.es.svg")).toBe(neutralAddress("../../media/token.pt.svg"));
    expect(neutralAddress("https://www.twilio.com/docs/whatsapp/api/senders")).not.toBe(
      neutralAddress("https://www.twilio.com/docs/messaging/guides/webhook-request"),
    );
  });
});

describe("missingFacts", () => {
  const pt = facts(
    "Espere **2** dias, depois use `POST` e `callback_url` com o grupo `Comercial`. [Twilio](https://twilio.com/a)",
  );

  it("finds nothing missing in a twin that says the same in its own words", () => {
    const en = facts(
      "Wait **2** days, then use `POST` and `callback_url` with the group `Sales`. [Twilio](https://twilio.com/a)",
    );
    expect(missingFacts(pt, en, [en])).toEqual([]);
  });

  it("names each number, address and shared value a twin drops", () => {
    const en = facts("Wait **2** days, then use `POST` and `callback_url`. [Twilio](https://twilio.com/a)");
    const es = facts("Espera unos días y usa el método del webhook.");
    expect(missingFacts(pt, es, [en])).toEqual([
      "number 2",
      "address twilio.com/a",
      "value POST",
      "value callback_url",
    ]);
  });

  it("does not require example data written in code, nor a value no other language shares", () => {
    const en = facts("Wait **2** days with the group `Sales`. [Twilio](https://twilio.com/a)");
    const es = facts("Espera **2** días con el grupo `Ventas`. [Twilio](https://twilio.com/a)");
    // `Comercial` is a word, not a value; `POST` and `callback_url` are written by pt alone here.
    expect(missingFacts(pt, es, [en])).toEqual([]);
  });
});
