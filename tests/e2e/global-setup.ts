// One nginx for the whole run (deploy/nginx.conf over build/), beside the Node server that
// Playwright's webServer starts: several spec files compare the two, and one port serves them all.
import { nginxAvailable, startNginx } from "../../pipeline/nginx";
import { nginxPort, nodePort, productOrigin } from "./servers";

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!nginxAvailable()) throw new Error("nginx is not installed (Debian: apt-get install -y nginx)");
  const nginx = await startNginx({
    port: nginxPort,
    node: `127.0.0.1:${nodePort}`,
    widgetOrigins: productOrigin,
  });
  return () => nginx.stop();
}
