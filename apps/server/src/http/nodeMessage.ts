import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** The Node request and response behind a Hono context, as `@hono/node-server` passes them. */
interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/**
 * The Node message pair of a request served by `@hono/node-server` (the server and every HTTP
 * test); undefined when the app is called without Node's HTTP server (`app.request()`).
 */
export function nodeBindingsOf(c: Context): NodeBindings | undefined {
  const env = c.env as Partial<NodeBindings> | undefined;
  return env?.incoming && env.outgoing ? (env as NodeBindings) : undefined;
}

/**
 * A request header, by its lower-case name. Read from the headers Node has already parsed: asking
 * Hono's request instead first copies every header into a WHATWG `Headers` object, validating
 * each, which costs a few microseconds on every call of the API.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeBindingsOf(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  // Node keeps repeats of a few headers (set-cookie) as a list; Headers would join them.
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sets response headers that every answer of a route gets, before its handler runs. Under Node
 * they go straight onto the `ServerResponse`, where a header the handler's own response sets
 * still wins (Node's `writeHead` overrides them); setting them afterwards on Hono's response
 * would turn its plain header object into a `Headers` object on every call. Without Node they are
 * set on the response afterwards, unless the handler set them itself.
 */
export async function withResponseHeaders(
  c: Context,
  headers: Readonly<Record<string, string>>,
  next: () => Promise<void>,
): Promise<void> {
  const outgoing = nodeBindingsOf(c)?.outgoing;
  if (outgoing) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    await next();
    return;
  }
  await next();
  for (const name in headers) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, headers[name] as string);
  }
}
