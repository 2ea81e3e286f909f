// The types of `harness.mjs` for TypeScript callers (the browser tests), whose
// configuration reads no JavaScript.

export interface NginxOptions {
  /** The edition's server, in place of the upstream `edition.conf` names. */
  editionPort: number;
  /** Several processes of the edition (`editionPort` among them), which nginx takes in turns. */
  editionPorts?: number[];
  /** The content API's port on 127.0.0.1, in place of the upstream `edition.conf` names: `/api/` and `/getFile/` go there. */
  apiPort: number;
  /** Where the edition's site listens, on 127.0.0.1, in place of port 80. */
  port: number;
  /**
   * When given, a plain server on `port + 1` serves each page (path → HTML, or HTML and the `Link`
   * header to send with it) from disk, compressed ahead, and passes every other request to the
   * edition: the static file a proxy is measured against, and the static twins the bench measures
   * pages against.
   */
  staticPages?: Record<string, string | { html: string; link?: string }>;
  /** The loopback address nginx connects to the edition from (`proxy_bind`), so an edition can trust it alone. */
  proxyBind?: string;
}

export interface RunningNginx {
  /** The site configuration as written: `edition.conf` with the cache folder, upstream and port of this run. */
  config: string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with `edition.conf` in front of the edition
 * on `editionPort`, and answers once it listens on `port`.
 * `NGINX_PATH` names the binary (default `/usr/sbin/nginx`).
 */
export function startNginx(options: NginxOptions): Promise<RunningNginx>;
