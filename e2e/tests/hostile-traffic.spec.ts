import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { editions } from "../editions";
import { raw } from "../support/hostile";

const MEGABYTE_POST = JSON.stringify({ languageCode: "english", name: "x".repeat(1024 * 1024) });
const INSERT = "/api/support/insertOnlineMessage";
const READS = ["/getFile/blogs/depth-of-discharge.webp", "/api/navigation/getNavigationData?languageCode=english", "/api/about/getPressReleaseListByParam?pageSize=3"];

/** A post whose chunked body goes on and on (or never ends): the answer, if any comes, is its status. */
function chunkedPost(port: number, path: string, { chunks, end }: { chunks: number; end: boolean }) {
  const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers: { "content-type": "application/json" } });
  const answered = new Promise<number>((resolve) => {
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(-1));
    req.on("close", () => resolve(-1));
  });
  req.write('{"languageCode":"english","name":"');
  for (let i = 0; i < chunks; i++) req.write("x".repeat(64 * 1024));
  if (end) req.end('"}');
  return { answered, stop: () => req.destroy() };
}

for (const edition of editions) {
  test(`${edition.id}: other visitors' reads never fail while one visitor posts oversized and endless bodies`, async () => {
    test.setTimeout(120_000);
    const until = Date.now() + 8_000;
    const refused: number[] = [];
    const endless: { stop(): void }[] = [];

    const attacker = (async () => {
      while (Date.now() < until) {
        // A declared megabyte, a megabyte in chunks (so the edition passes it on and the API refuses it), and a body that never ends.
        // Refused unread, its connection closes: the sender may see the answer or only the closed socket.
        const declared = await raw(edition.port, { method: "POST", path: INSERT, headers: { "content-type": "application/json" }, body: MEGABYTE_POST }).catch(
          () => ({ status: -1 }),
        );
        refused.push(declared.status);
        const chunked = chunkedPost(edition.port, INSERT, { chunks: 16, end: true });
        refused.push(await chunked.answered);
        if (endless.length < 8) endless.push(chunkedPost(edition.port, INSERT, { chunks: 1, end: false }));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const failed: string[] = [];
    let reads = 0;
    const visitor = async (path: string) => {
      while (Date.now() < until) {
        const answer = await raw(edition.port, { path }).catch((error: Error) => ({ status: -1, body: error.message }));
        reads++;
        if (answer.status !== 200) failed.push(`${answer.status} ${path}`);
      }
    };
    await Promise.all([attacker, ...READS.map(visitor)]);
    for (const post of endless) post.stop();

    expect(failed, `${failed.length} of ${reads} reads failed`).toEqual([]);
    expect(reads).toBeGreaterThan(30);
    // Every oversized post was refused as too large (or its connection cut while it was still sending), never stored or 5xx.
    expect(refused.filter((status) => status !== 413 && status !== -1)).toEqual([]);
    expect(refused.filter((status) => status === 413).length).toBeGreaterThan(10);
  });
}
