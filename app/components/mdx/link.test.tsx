// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageContext } from "~/hooks/use-lang";
import { pageLocation } from "~/lib/page-location";
import { MdxLink } from "./link";

afterEach(cleanup);

function renderAt(path: string, href: string, text: string) {
  render(
    <PageContext value={pageLocation(path)}>
      <MdxLink href={href}>{text}</MdxLink>
    </PageContext>,
  );
}

describe("MdxLink", () => {
  it("opens a vendor's page in a new tab, marked as external and announced to screen readers", async () => {
    renderAt(
      "/en/organizacao/autenticacao/google",
      "https://cloud.google.com/iam/docs/service-accounts-create",
      "Google Cloud: create service accounts",
    );
    const link = await screen.findByRole("link", {
      name: /^Google Cloud: create service accounts\s*\(opens in a new tab\)$/,
    });
    expect(link.getAttribute("href")).toBe("https://cloud.google.com/iam/docs/service-accounts-create");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.querySelector("svg[aria-hidden='true'] use")?.getAttribute("href")).toMatch(
      /#icon-external-link$/,
    );
  });

  it("says so in Portuguese on Portuguese pages", async () => {
    renderAt(
      "/organizacao/autenticacao/google",
      "https://cloud.google.com/iam/docs/service-accounts-create?hl=pt-br",
      "Google Cloud: criar contas de serviço",
    );
    expect(
      await screen.findByRole("link", {
        name: /^Google Cloud: criar contas de serviço\s*\(abre em uma nova aba\)$/,
      }),
    ).toBeTruthy();
  });

  it("follows internal routes in the page's language, and treats //host as another site", async () => {
    renderAt("/en/guia", "/organizacao/autenticacao#desativar-email-senha", "turn off email");
    expect((await screen.findByRole("link", { name: "turn off email" })).getAttribute("href")).toBe(
      "/en/organizacao/autenticacao#desativar-email-senha",
    );
    cleanup();
    renderAt("/guia", "//cdn.example.com/x", "elsewhere");
    expect((await screen.findByRole("link", { name: /elsewhere/ })).getAttribute("target")).toBe("_blank");
  });
});
