import { describe, expect, it } from "vitest";
import { queryClient, retryDelay } from "./query-client";

describe("the shared query client", () => {
  it("retries 3 times, refetches on reconnect and focus, and collects unused data after 5 minutes", () => {
    const options = queryClient.getDefaultOptions().queries!;
    expect(options.retry).toBe(3);
    expect(options.refetchOnReconnect).toBe(true);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.gcTime).toBe(5 * 60 * 1000);
  });

  it("backs off from 1 s, doubling, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
