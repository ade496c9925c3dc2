// Who a request comes from, for the rate limits: the connection's address, or, behind a proxy the
// operator trusts (TRUST_PROXY=1), the address that proxy appended last to X-Forwarded-For. The
// header is never believed otherwise: anyone can send it.

/** @param {import("node:http").IncomingMessage} req @param {boolean} trustProxy */
export function clientAddress(req, trustProxy) {
  const direct = req.socket.remoteAddress ?? "unknown";
  if (!trustProxy) return direct;
  const header = req.headers["x-forwarded-for"];
  const list = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return list.at(-1) ?? direct;
}
