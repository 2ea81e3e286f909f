import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { MiddlewareHandler } from "hono";

/**
 * A refused request whose unread rest of body is declared this long or
 * shorter is read to its end and thrown away, so its connection stays usable
 * for the next request; a longer one, or one of unknown length (chunked), is
 * answered with `Connection: close` instead.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024;

/** How long a connection closed that way goes on reading (and discarding) what the client still sends. */
export const LINGER_MS = 2_000;

/** What `@hono/node-server` passes as `c.env`: the Node request, whose socket carries the connection. */
interface NodeBindings {
  incoming?: IncomingMessage;
}

const lingering = new WeakSet<Socket>();

/**
 * Closes a connection in stages (RFC 9112 §9.6): Node destroys the socket of
 * a `Connection: close` answer as soon as the answer is written, and closing a
 * socket with unread input makes the kernel reset the connection, which can
 * drop the answer before the client has read it. So the sending half is shut
 * after the answer, and what still arrives is read and discarded until the
 * client closes its half or `LINGER_MS` have passed.
 */
function lingerOnClose(socket: Socket) {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
    socket.resume();
  };
}

/**
 * Keeps a connection sound when a request is answered before its body was
 * read (413, 415, 403, 429, …). Node reads the rest of a short declared body
 * and the connection is kept; anything longer would hold the connection, or
 * be reset under the client's next request, so the answer says
 * `Connection: close` and the connection is closed cleanly after it.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as NodeBindings | undefined)?.incoming;
    // In-process requests (tests) have no Node request, or only a stand-in naming the peer.
    if (!incoming?.headers || incoming.complete) return;
    const chunked = incoming.headers["transfer-encoding"] !== undefined;
    const declared = Number(incoming.headers["content-length"] ?? 0);
    if (!chunked && declared === 0) return;
    if (!chunked && declared <= DRAIN_LIMIT_BYTES) return;
    c.header("Connection", "close");
    lingerOnClose(incoming.socket);
  };
}
