import { describe, expect, it } from "vitest";
import { factsOf, missingFacts, neutralAddress, unknownExamples } from "./facts";
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
    expect(missingFacts(pt, en)).toEqual([]);
  });

  it("names each number, address and value a twin drops", () => {
    const es = facts("Espera unos días y usa el método del webhook.");
    expect(missingFacts(pt, es)).toEqual([
      "number 2",
      "address twilio.com/a",
      "value POST",
      "value callback_url",
    ]);
  });

  it("holds a translation to the default article even when another translation drops the same value", () => {
    // Compared with each other, these two agree; compared with pt, both lost `callback_url`.
    const en = facts("Wait **2** days, then use `POST`. [Twilio](https://twilio.com/a)");
    const es = facts("Espera **2** días y usa `POST`. [Twilio](https://twilio.com/a)");
    expect(missingFacts(pt, en)).toEqual(["value callback_url"]);
    expect(missingFacts(pt, es)).toEqual(["value callback_url"]);
  });

  it("does not require a word in code, nor example data the default article names as examples", () => {
    const withExample = facts("Junte `pedidos.cliente_id` a `clientes.id` e use `POST`.");
    const en = facts("Join `orders.customer_id` to `customers.id` and use `POST`.");
    expect(missingFacts(withExample, en)).toEqual(["value pedidos.cliente_id", "value clientes.id"]);
    expect(missingFacts(withExample, en, ["pedidos.cliente_id", "clientes.id"])).toEqual([]);
    // `Comercial` is a word, not a value.
    expect(
      missingFacts(pt, facts("Wait **2** days, `POST`, `callback_url`. [T](https://twilio.com/a)")),
    ).toEqual([]);
  });

  it("reads a number's separators as each language writes them", () => {
    expect(missingFacts(facts("Arredonde `12,5%`."), facts("Round to `12.5%`."))).toEqual([]);
    expect(missingFacts(facts("Arredonde `12,5%`."), facts("Round to `13%`."))).toContain("value 12·5%");
  });
});

describe("unknownExamples", () => {
  it("names an example the article does not write in code", () => {
    const pt = facts("Junte `pedidos.cliente_id` a `clientes.id`.");
    expect(unknownExamples(pt, ["pedidos.cliente_id", "pedidos.id"])).toEqual(["pedidos.id"]);
  });
});
