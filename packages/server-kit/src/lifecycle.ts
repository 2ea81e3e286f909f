/** The settings a server listens by: each one's name and value, as its README's Environment table names them. */
export interface ListenSettings {
  port: { name: string; value: number };
  host: { name: string; value: string };
}

/**
 * The line that names the setting to change when a server cannot listen (its port taken, its
 * address not this machine's), or undefined for a failure no setting explains.
 */
export function listenFailure(error: NodeJS.ErrnoException, { port, host }: ListenSettings): string | undefined {
  if (error.code === "EADDRINUSE") return `${port.name}: ${port.value} is in use on ${host.value} by another process`;
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
    return `${host.name}: ${host.value} is not an address of this machine (${error.code})`;
  }
  return undefined;
}

export interface StopOptions {
  /** How the log names the service (`content-api`, `edition`). */
  name: string;
  /** Stops taking requests, lets those in flight finish, closes what the service holds. */
  stop: () => Promise<unknown>;
  /** How long requests in flight may take to finish: as long as a visitor would wait for one. */
  graceMs?: number;
  log?: Pick<Console, "log" | "error">;
  exit?: (code: number) => void;
}

/**
 * Stops the service on SIGTERM or SIGINT, once, the same way for both services: `stop` drains,
 * then the process exits 0; it exits 1 when `stop` fails or requests are still open after
 * `graceMs` (a request that never ends must not hold the process until a supervisor kills it).
 */
export function stopOnSignals({ name, stop, graceMs = 10_000, log = console, exit = (code) => process.exit(code) }: StopOptions): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.log(`${name}: ${signal}, draining`);
    setTimeout(() => {
      log.error(`${name}: requests still open after ${graceMs / 1000} s, stopping anyway`);
      exit(1);
    }, graceMs).unref();
    stop().then(
      () => exit(0),
      (error: unknown) => {
        log.error(`${name}: failed to stop cleanly`, error);
        exit(1);
      },
    );
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => shutdown(signal));
}
