import { type Socket, connect } from "node:net";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Which connection of the pool carried it (1, 2, …). */
  connection: number;
}

/** How a request's body is sent. */
export type Body =
  | { kind: "none" }
  | { kind: "fixed"; contentType: string; bytes: Buffer }
  /** `Transfer-Encoding: chunked`, 16 KB chunks for as long as no answer has come: a body that never ends. */
  | { kind: "endless"; contentType: string };

/**
 * A pool of one keep-alive connection, as an HTTP client keeps one to a
 * server: each request goes on the open connection unless the server's last
 * answer said `Connection: close` (then a new one is opened). A request fails
 * when its connection closes or breaks before the answer is complete, which
 * is what a visitor's request forwarded over a pooled connection would suffer.
 */
export class OneConnectionPool {
  private socket: Socket | null = null;
  private opened = 0;
  private readonly host: string;
  private readonly port: number;

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.host = hostname;
    this.port = Number(port);
  }

  /** How many connections the pool has opened so far. */
  get connections() {
    return this.opened;
  }

  private connection(): Socket {
    if (this.socket && !this.socket.destroyed && this.socket.writable) return this.socket;
    this.socket = connect(this.port, this.host);
    this.socket.setNoDelay(true);
    this.socket.on("error", () => {});
    this.opened += 1;
    return this.socket;
  }

  request(method: string, path: string, body: Body = { kind: "none" }, headers: Record<string, string> = {}) {
    const socket = this.connection();
    const connection = this.opened;
    return new Promise<Answer>((resolve, reject) => {
      let received = Buffer.alloc(0);
      let answered = false;
      const finish = (error: Error | null, answer?: Answer) => {
        if (answered) return;
        answered = true;
        socket.off("data", onData);
        socket.off("close", onClose);
        if (error) {
          socket.destroy();
          reject(error);
          return;
        }
        if (answer?.headers.connection?.toLowerCase() === "close" || body.kind === "endless") {
          // The server is closing it: stop sending, as a client does, and never reuse it.
          socket.end();
          this.socket = null;
        }
        resolve(answer!);
      };
      const onData = (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const end = received.indexOf("\r\n\r\n");
        if (end < 0) return;
        const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(":");
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers["content-length"] ?? NaN);
        if (!Number.isFinite(length)) return finish(new Error(`an answer without Content-Length: ${statusLine}`));
        if (received.length < end + 4 + length) return;
        const status = Number(statusLine.split(" ")[1]);
        finish(null, { status, headers, body: received.subarray(end + 4, end + 4 + length).toString(), connection });
      };
      const onClose = () => finish(new Error(`connection ${connection} closed before the answer to ${method} ${path}`));
      socket.on("data", onData);
      socket.once("close", onClose);

      const head = [`${method} ${path} HTTP/1.1`, "Host: api.test", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      if (body.kind === "fixed") {
        socket.write(
          `${[...head, `Content-Type: ${body.contentType}`, `Content-Length: ${body.bytes.length}`].join("\r\n")}\r\n\r\n`,
        );
        socket.write(body.bytes);
      } else if (body.kind === "endless") {
        socket.write(`${[...head, `Content-Type: ${body.contentType}`, "Transfer-Encoding: chunked"].join("\r\n")}\r\n\r\n`);
        const chunk = Buffer.from(`4000\r\n${"[".repeat(0x4000)}\r\n`);
        const more = () => {
          if (answered || !socket.writable) return;
          if (socket.write(chunk)) setImmediate(more);
          else socket.once("drain", more);
        };
        more();
      } else {
        socket.write(`${head.join("\r\n")}\r\n\r\n`);
      }
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}
