// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

const classesOf = (element: HTMLElement) => [...element.classList].sort();

describe("Button", () => {
  it("is a button of type button unless told otherwise", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("button");
  });

  it("with asChild, lends its look to its child and adds no button attributes", () => {
    render(
      <Button asChild variant="primary">
        <a href="/en">Home</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(link.getAttribute("href")).toBe("/en");
    expect(link.hasAttribute("type")).toBe(false);
    render(<Button variant="primary">Home</Button>);
    expect(classesOf(link)).toEqual(classesOf(screen.getByRole("button", { name: "Home" })));
  });

  it("draws the focus outline on every variant", () => {
    for (const variant of ["primary", "outline", "ghost", "floating", "floating-lg"] as const) {
      render(<Button variant={variant}>{variant}</Button>);
      const { classList } = screen.getByRole("button", { name: variant });
      expect(classList).toContain("focus-ring");
    }
  });
});
