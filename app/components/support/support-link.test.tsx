// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as brandModule from "~/config/brand";
import type { SupportContact } from "~/config/brand";
import { PageContext } from "~/hooks/use-lang";
import { pageLocation } from "~/lib/page-location";
import { SupportLink, SupportPrompt, WithoutSupport, WithSupport } from "./support-link";

// The brand's contact is swapped per test: a page, an e-mail address, or none at all.
const contact = vi.hoisted(() => ({ current: null as SupportContact | null }));
vi.mock("~/config/brand", async (importOriginal) => {
  const actual = await importOriginal<typeof brandModule>();
  return {
    brand: new Proxy(actual.brand, {
      get: (target, key) => (key === "support" ? contact.current : target[key as keyof typeof target]),
    }),
  };
});

const page: SupportContact = {
  contact: "https://example.com/help",
  label: { pt: "Fale com o suporte", en: "Contact support", es: "Contacta al soporte" },
};

afterEach(() => {
  cleanup();
  contact.current = null;
});

function renderAt(path: string, children: ReactNode) {
  return render(<PageContext value={pageLocation(path)}>{children}</PageContext>);
}

describe("SupportLink", () => {
  it("links an article's own words to a support page, in a new tab, announced as such", () => {
    contact.current = page;
    renderAt("/en/organizacao/autenticacao", <SupportLink>Acme support</SupportLink>);
    const link = screen.getByRole("link", { name: /^Acme support\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute("href")).toBe("https://example.com/help");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.dataset.testid).toBe("support-link");
  });

  it("shows the brand's label in the page's language when it has no words of its own", () => {
    contact.current = page;
    renderAt("/organizacao/autenticacao", <SupportLink />);
    expect(
      screen.getByRole("link", { name: /^Fale com o suporte\s*\(abre em uma nova aba\)$/ }),
    ).toBeTruthy();
  });

  it("writes to an e-mail address in the same tab", () => {
    contact.current = { ...page, contact: "help@example.com" };
    renderAt("/en", <SupportLink />);
    const link = screen.getByRole("link", { name: "Contact support" });
    expect(link.getAttribute("href")).toBe("mailto:help@example.com");
    expect(link.hasAttribute("target")).toBe(false);
  });

  it("without a contact, keeps an article's sentence whole as plain text and links nothing", () => {
    const { container } = renderAt(
      "/organizacao/autenticacao",
      <p>
        Peça ao <SupportLink>suporte da Acme</SupportLink>.
      </p>,
    );
    expect(container.textContent).toBe("Peça ao suporte da Acme.");
    expect(container.querySelector("a, [data-testid='support-link']")).toBeNull();
  });

  it("without a contact and without words of its own, renders nothing", () => {
    const { container } = renderAt("/en", <SupportLink />);
    expect(container.innerHTML).toBe("");
  });
});

describe("SupportPrompt", () => {
  it("asks whether the reader still needs help and offers the contact, in each language", () => {
    contact.current = page;
    renderAt("/en", <SupportPrompt />);
    expect(screen.getByTestId("support-prompt").textContent).toMatch(/^Still need help\? Contact support/);
    cleanup();
    renderAt("/", <SupportPrompt />);
    expect(screen.getByTestId("support-prompt").textContent).toMatch(
      /^Precisa de mais ajuda\? Fale com o suporte/,
    );
  });

  it("is absent for a brand without a contact, so nothing promises one", () => {
    const { container } = renderAt("/", <SupportPrompt />);
    expect(container.innerHTML).toBe("");
  });
});

describe("WithSupport and WithoutSupport", () => {
  const sentence = (
    <p>
      Ask your administrator
      <WithSupport>
        {" or "}
        <SupportLink>Acme support</SupportLink>
      </WithSupport>
      .<WithoutSupport> Check the settings again.</WithoutSupport>
    </p>
  );

  it("with a contact, keep the passage that sends the reader to support, linked, and drop the alternative", () => {
    contact.current = page;
    const { container } = renderAt("/en", sentence);
    expect(container.textContent).toMatch(
      /^Ask your administrator or Acme support\s*\(opens in a new tab\)\.$/,
    );
    expect(screen.getByTestId("support-link").getAttribute("href")).toBe("https://example.com/help");
  });

  it("without a contact, read whole with no promise of one", () => {
    const { container } = renderAt("/en", sentence);
    expect(container.textContent).toBe("Ask your administrator. Check the settings again.");
    expect(container.textContent).not.toMatch(/support/i);
    expect(container.querySelector("a")).toBeNull();
  });
});
