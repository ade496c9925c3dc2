// Waits until a URL answers below 500 (a server that just started): up to a minute, since a server
// starting on a busy machine (loading the build's knowledge, forking its workers) may take a while.
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}
