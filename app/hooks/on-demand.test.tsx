// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the promises already settled run their callbacks (the retry policy checks the network first). */
const flush = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  });

const Panel = ({ label }: { label: string }) => <p>{label}</p>;

/** A component loader whose code arrives when the test says, failing the first `failures` times. */
function loader(failures = 0) {
  let arrive: () => void = () => undefined;
  const load = vi.fn(() => {
    if (load.mock.calls.length <= failures) return Promise.reject(new Error("chunk failed to load"));
    return new Promise<{ default: typeof Panel }>((resolve) => {
      arrive = () => resolve({ default: Panel });
    });
  });
  return {
    load,
    arrive: async () => {
      await flush();
      await act(() => Promise.resolve(arrive()));
    },
  };
}

function Host({ wanted, panel }: { wanted: boolean; panel: ReturnType<typeof onDemand<{ label: string }>> }) {
  const Component = panel.useComponent(wanted);
  return Component ? <Component label="loaded" /> : <p>waiting</p>;
}

describe("onDemand", () => {
  it("renders in the very pass that wants it when the code is already in, never suspending", async () => {
    const { load, arrive } = loader();
    const panel = onDemand(load);
    const preloaded = panel.preload();
    await arrive();
    await preloaded;
    const { rerender } = render(<Host wanted={false} panel={panel} />);
    expect(screen.getByText("waiting")).toBeTruthy();
    // One synchronous render: no effect, no promise, no fallback in between.
    rerender(<Host wanted={true} panel={panel} />);
    expect(screen.getByText("loaded")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading when first wanted and shows the component as soon as its code arrives", async () => {
    const { load, arrive } = loader();
    const panel = onDemand(load);
    render(<Host wanted={false} panel={panel} />);
    expect(load).not.toHaveBeenCalled();
    render(<Host wanted={true} panel={panel} />);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("loaded")).toBeNull();
    await arrive();
    expect(screen.getByText("loaded")).toBeTruthy();
  });

  it("retries a load that failed, with the page's retry policy", async () => {
    vi.useFakeTimers();
    const { load, arrive } = loader(1);
    const panel = onDemand(load);
    render(<Host wanted={true} panel={panel} />);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // The first retry waits a second.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(screen.getByText("loaded")).toBeTruthy();
  });
});
