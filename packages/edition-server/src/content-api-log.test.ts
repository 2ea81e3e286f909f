import { createServer, type Server } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFailureLog } from "@repo/site/content-api-failures";
import { askContentApiHealth, checkContentApiAtStart, forwardedFamily, quietContentApiFailures } from "./content-api-log";

async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A content API whose `/health` answers `status`. */
let api: Server;
let status = 200;
let apiUrl: string;
beforeAll(async () => {
  api = createServer((req, res) => {
    res.statusCode = req.url === "/health" ? status : 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

/**
 * An error as rendering's typed client throws it (its `ApiError`, which this
 * package knows by its shape, as it meets rendering's copy of the class).
 */
function apiError(code: number, msg: string, path: string, cause?: unknown): Error {
  return Object.assign(new Error(`${path}: ${code} ${msg}`, { cause }), { name: "ApiError", code, msg, path, fields: {} });
}

/** What a page's read of the navigation throws when nothing listens at `url`: a real failed fetch inside. */
async function navigationFailure(url: string): Promise<Error> {
  const cause = await fetch(`${url}/api/navigation/getNavigationData`).then(
    () => new Error("it answered"),
    (error: unknown) => error,
  );
  return apiError(503, "The content service could not be reached", "navigation/getNavigationData", cause);
}

const recordingLog = (url = "http://127.0.0.1:4000") => {
  const lines: string[] = [];
  return { lines, log: createFailureLog({ write: (line) => lines.push(line), schedule: () => {} }, () => url) };
};

describe("the check at start", () => {
  it("says nothing when the content API answers", async () => {
    status = 200;
    const { lines, log } = recordingLog(apiUrl);
    expect(await checkContentApiAtStart(apiUrl, log)).toEqual({ ok: true });
    expect(lines).toEqual([]);
  });

  it("says in one line, naming CONTENT_API_URL, that nothing answers; the pages failing after it are counted, not printed", async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}`;
    const { lines, log } = recordingLog(url);
    expect(await checkContentApiAtStart(url, log)).toMatchObject({ ok: false, failure: { kind: "unreachable" } });
    expect(lines).toEqual([
      `edition: the content API at CONTENT_API_URL=${url} does not answer (connect ECONNREFUSED 127.0.0.1:${port}); pages it has not given yet answer 503 with the error page, cached ones are served`,
    ]);
    // The first pages then fail the same way: no second line in that minute.
    expect(log.report(await navigationFailure(url))).toBe(true);
    expect(lines).toHaveLength(1);
  });

  it("names a health check that answers an error", async () => {
    status = 503;
    const { lines, log } = recordingLog(apiUrl);
    await checkContentApiAtStart(apiUrl, log);
    expect(lines).toEqual([`edition: the content API at CONTENT_API_URL=${apiUrl} answered /health with 503 Service Unavailable`]);
  });

  it("gives up after its timeout", async () => {
    const silent = createTcpServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const answer = await askContentApiHealth(`http://127.0.0.1:${(silent.address() as { port: number }).port}`, 200);
      expect(answer).toMatchObject({ ok: false, failure: { kind: "timeout", family: "health" } });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.close();
    }
  });
});

describe("Next.js's log of the errors pages throw", () => {
  it("counts the content API's failures into the failure log and prints every other error as it was", async () => {
    const written: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void written.push(args) };
    const { lines, log } = recordingLog();
    quietContentApiFailures(target, log);

    const port = await closedPort();
    const down = await navigationFailure(`http://127.0.0.1:${port}`);
    // As Next.js logs them: its prefix, then the error; a screen's converted error; the server's own line.
    target.error("⨯", down);
    target.error("⨯", Object.assign(new Error("content unavailable", { cause: down }), { digest: "HTTP_STATUS;503" }));
    target.error("Failed to handle request for /english", apiError(500, "Internal error", "news/getNewsList"));
    const bug = new TypeError("cannot read properties of undefined");
    target.error("⨯", bug);
    target.error("a plain line");

    expect(written).toEqual([["⨯", bug], ["a plain line"]]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("does not answer");
    expect(lines[1]).toContain("answered /news with 500 Internal error");
  });
});

describe("forwarded paths", () => {
  it("are told apart by their endpoint family", () => {
    expect(forwardedFamily("/api/news/getNewsList?pageNum=1")).toBe("news");
    expect(forwardedFamily("/getFile/brochure.pdf")).toBe("getFile");
    expect(forwardedFamily("/api")).toBe("api");
  });
});
