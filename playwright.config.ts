import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Chromium from the system (Debian's package); the test runner's own browser download is not used. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  // What a test waits for (a held click replayed once the island wakes, an answer) may take a busy
  // 2-core machine more than the default 5 s; a wait that succeeds costs no more.
  expect: { timeout: 15_000 },
  // nginx over the same build, for the specs that hold both servers to one contract.
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The real production server over the real build.
    command: `node server/index.js`,
    // Every spec calls MCP from the same address: its rate limit is not what they test.
    // The embedded widget's browser test serves its stand-in product page on port + 5 (servers.ts).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      MCP_RATE_BURST: "100000",
      WIDGET_ORIGINS: `http://127.0.0.1:${port + 5}`,
    },
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
