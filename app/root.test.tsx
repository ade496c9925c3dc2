// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function Broken(): never {
  throw new Error("boom");
}

describe("the routing error boundary", () => {
  it("shows 'Unexpected Application Error!' with a way back home, in English under /en", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([{ path: "/en/broken", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/en/broken"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/en");
  });

  it("speaks Portuguese on Portuguese routes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([{ path: "/quebrado", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/quebrado"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Erro inesperado da aplicação!" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe("/");
  });
});
