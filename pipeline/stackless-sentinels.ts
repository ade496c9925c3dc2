/**
 * React DOM creates five errors when its module first runs: `HydrationMismatchException`,
 * `SuspenseException` and three like them. They are sentinels: React throws them to itself and
 * tells them apart by identity; none reaches the reader or the console. But an `Error` records the
 * stack it was made on, and that stack is React DOM's whole CommonJS wrapper (about 180 KB): when
 * the page is being inspected or traced (Lighthouse, the long-task bench), V8 parses that function
 * a second time, on the main thread, to find the line and column. Measured in a Chromium trace at a
 * 4x CPU slowdown, React's start-up task was 36–63 ms, 30 of them that parse; without it, under 15.
 *
 * Here the five are made as objects of the `Error` prototype with the same message, but no stack:
 * `instanceof Error`, `message` and identity are unchanged, which is all React asks of them.
 */
import type { Plugin } from "vite";

const reactDomClient = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The sentinels React DOM 19 makes at its top level (`name = Error(formatProdErrorMessage(n))`). */
export const sentinelNames = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
] as const;

const sentinel = new RegExp(`\\b(${sentinelNames.join("|")}) = Error\\(`, "g");

/** An object of the Error prototype with this message and no recorded stack. */
const stacklessError = "function(message){return Object.create(Error.prototype,{message:{value:message}})}";

/** `code` with each sentinel made without a stack, and how many there were. */
export function stacklessSentinels(code: string): { code: string; count: number } {
  let count = 0;
  const replaced = code.replace(sentinel, (_, name: string) => {
    count++;
    return `${name} = (${stacklessError})(`;
  });
  return { code: replaced, count };
}

/** Applies `stacklessSentinels` to React DOM's client; a build where it does not find all five fails. */
export function stacklessReactSentinels(): Plugin {
  return {
    name: "lumi:stackless-sentinels",
    apply: "build",
    transform(code, id) {
      if (!reactDomClient.test(id)) return null;
      const { code: replaced, count } = stacklessSentinels(code);
      // React changed how it makes them: fail rather than lose the gain, or half of it, unnoticed.
      if (count !== sentinelNames.length)
        this.error(
          `stackless-sentinels: found ${count} of React DOM's ${sentinelNames.length} sentinel errors in ${id}`,
        );
      return { code: replaced, map: null };
    },
  };
}
