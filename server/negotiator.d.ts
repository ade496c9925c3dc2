// The part of negotiator 1.x the server uses. Its DefinitelyTyped types describe 0.6, which had no
// `preferred` option (the order that breaks ties between equal q-values).
declare module "negotiator" {
  import type { IncomingHttpHeaders } from "node:http";

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The available encodings the request accepts, best first; never one that is not available. */
    encodings<T extends string>(available: readonly T[], options?: { preferred?: readonly T[] }): T[];
  }
}
