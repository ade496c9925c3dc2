// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { earlyPageScript } from "virtual:early-scripts";

/**
 * The compiled early page script in a DOM (jsdom), as the page runs it: against real elements,
 * real events and real storage, where page.test.ts drives each branch with fake globals.
 */
describe("the early page script in a document", () => {
  const added: [string, EventListener, boolean][] = [];
  const addEventListener = document.addEventListener.bind(document);

  beforeEach(() => {
    // The script's listeners are taken off again after each test, so every test runs it afresh.
    document.addEventListener = ((type: string, listener: EventListener, capture: boolean) => {
      added.push([type, listener, capture]);
      addEventListener(type, listener, capture);
    }) as typeof document.addEventListener;
    localStorage.clear();
    sessionStorage.clear();
    for (const name of document.documentElement.getAttributeNames())
      if (name !== "lang") document.documentElement.removeAttribute(name);
    document.body.innerHTML = `
      <a href="/en" data-switch-lang="en">English</a>
      <lumi-island><button type="button" id="early">Sim</button><button type="button" id="off" disabled>Não</button></lumi-island>
      <lumi-island data-hydrated="true"><button type="button" id="awake">Copiar</button></lumi-island>
      <button type="button" id="plain">Fora</button>`;
  });

  afterEach(() => {
    for (const [type, listener, capture] of added.splice(0))
      document.removeEventListener(type, listener, capture);
    document.addEventListener = addEventListener;
  });

  const run = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(earlyPageScript)();
  };
  const root = document.documentElement;

  it("puts the stored theme and the closed sidebar on <html> before anything paints", () => {
    localStorage.setItem("theme", "dark");
    sessionStorage.setItem("sidebar", "closed");
    run();
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(root.getAttribute("data-sidebar")).toBe("closed");
  });

  it("holds a press on a button of an island not yet hydrated, wakes the island, and leaves every other click alone", () => {
    run();
    const woken: EventTarget[] = [];
    document.addEventListener("island:wake", (event) => woken.push(event.target!));
    const press = (id: string) => {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(press("early")).toBe(true);
    expect(press("early")).toBe(true);
    expect(window.__earlyClicks).toEqual([document.getElementById("early")]);
    expect(woken).toEqual([document.querySelector("lumi-island"), document.querySelector("lumi-island")]);
    expect(press("awake")).toBe(false);
    expect(press("plain")).toBe(false);
    document.querySelector("lumi-island")!.setAttribute("data-failed", "");
    expect(press("early")).toBe(false);
  });

  it("holds an arrow key in an island not yet hydrated", () => {
    run();
    const key = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    document.getElementById("early")!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(window.__earlyKeys).toEqual([{ target: document.getElementById("early"), key: "ArrowRight" }]);
  });

  it("stores the language of a language link when it is followed", () => {
    run();
    const link = document.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    link.click();
    expect(localStorage.getItem("lang")).toBe("en");
  });
});
