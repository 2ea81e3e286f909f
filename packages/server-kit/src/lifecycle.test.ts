import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { listenFailure, stopOnSignals } from "./lifecycle";

const settings = { port: { name: "PORT", value: 0 }, host: { name: "HOST", value: "127.0.0.1" } };

/** The error a server meets when it listens on `port` at `host`. */
function listenError(port: number, host: string): Promise<NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", resolve);
    server.listen(port, host, () => server.close(() => resolve(Object.assign(new Error("listened"), { code: "NONE" }))));
  });
}

describe("listenFailure", () => {
  it("names the port setting when the port is taken, and the host setting when the address is not this machine's", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    const inUse = await listenError(port, "127.0.0.1");
    taken.close();
    expect(listenFailure(inUse, { ...settings, port: { name: "PORT", value: port } })).toBe(`PORT: ${port} is in use on 127.0.0.1 by another process`);
    const elsewhere = await listenError(0, "192.0.2.1");
    expect(listenFailure(elsewhere, { ...settings, host: { name: "HOSTNAME", value: "192.0.2.1" } })).toMatch(/^HOSTNAME: 192\.0\.2\.1 is not an address of this machine/);
    expect(listenFailure(Object.assign(new Error("x"), { code: "EACCES" }), settings)).toBeUndefined();
  });
});

describe("stopOnSignals", () => {
  const quiet = { log: () => {}, error: () => {} };

  it("drains once on SIGTERM and exits 0, or 1 when requests outlast the grace", async () => {
    const exits: number[] = [];
    let stops = 0;
    const drained = new Promise<void>((resolve) =>
      stopOnSignals({ name: "test", log: quiet, exit: (code) => (exits.push(code), resolve()), stop: async () => void stops++ }),
    );
    process.emit("SIGTERM");
    process.emit("SIGTERM");
    await drained;
    expect({ stops, exits }).toEqual({ stops: 1, exits: [0] });
    process.removeAllListeners("SIGTERM");
    process.removeAllListeners("SIGINT");

    const cut = new Promise<number>((resolve) =>
      stopOnSignals({ name: "test", log: quiet, graceMs: 50, exit: resolve, stop: () => new Promise(() => {}) }),
    );
    process.emit("SIGINT");
    expect(await cut).toBe(1);
    process.removeAllListeners("SIGTERM");
    process.removeAllListeners("SIGINT");
  });
});
