import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { refusedImageRequest, storedImageOf, withImageFallback } from "./image-fallback";

describe("optimised-image requests", () => {
  it("name a stored file only by a clean /getFile path", () => {
    expect(storedImageOf("/_next/image?url=%2FgetFile%2Fblogs%2Fa.webp&w=390&q=75")).toBe("/getFile/blogs/a.webp");
    expect(storedImageOf("/_next/image?url=%2Fbrand%2Flogo.png&w=390&q=75")).toBeNull();
    expect(storedImageOf("/_next/image?url=%2FgetFile%2F..%2Fsecret&w=390&q=75")).toBeNull();
    expect(storedImageOf("/_next/image?url=%2FgetFile%2Fa%5Cb&w=390&q=75")).toBeNull();
    expect(storedImageOf("/getFile/blogs/a.webp")).toBeNull();
  });

  it("refuse a local picture path with a backslash, which the optimiser would answer with a 500", () => {
    expect(refusedImageRequest("/_next/image?url=%2FgetFile%2Fx%5C&w=828&q=70")).toBe(true);
    expect(refusedImageRequest("/_next/image?url=%2FgetFile%2Fblogs%2Fa.webp&w=828&q=70")).toBe(false);
    expect(refusedImageRequest("/about?url=%2Fa%5Cb")).toBe(false);
    // Paths the router redirects elsewhere or cannot decode, which the optimiser answers with a 500 too.
    for (const source of ["/getFile/", "/getFile/.", "/getFile/a/../b.webp", "/getFile//etc/passwd", "/getFile/a.webp ", "/getFile/%", "/getFile/%s%n", "/getFile/..%c0%afetc/passwd", "/getFile/home/hero.webp?x=1", "/getFile/home/hero.webp#top"]) {
      expect(refusedImageRequest(`/_next/image?url=${encodeURIComponent(source)}&w=828&q=70`), source).toBe(true);
    }
    expect(refusedImageRequest("/_next/image?url=%2FgetFile%2Fproducts%2Fhelios-6%2Ffront.webp&w=828&q=70")).toBe(false);
    expect(refusedImageRequest("/_next/image?url=%2FgetFile%2Fnews%2Fa%2520b.webp&w=828&q=70")).toBe(false);
  });
});

/** An optimiser the test finishes by hand: each call waits until `finish()` answers it. */
function heldOptimiser() {
  const waiting: (() => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let calls = 0;
  const handler = (_req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      calls++;
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      waiting.push(() => {
        active--;
        res.setHeader("content-type", "image/avif");
        res.end("optimised");
        resolve();
      });
    });
  return {
    handler,
    finishNext: () => waiting.shift()?.(),
    get calls() {
      return calls;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<string> {
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const picture = (n: number) => `/_next/image?url=%2FgetFile%2Fproducts%2Fp${n}.webp&w=828&q=75`;
const stored = () => new Response("stored", { headers: { "content-type": "image/webp", "content-length": "6" } });
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("pictures optimised for the first time", () => {
  it("are worked on at most `concurrency` at a time, the others in turn", async () => {
    const optimiser = heldOptimiser();
    const origin = await serve(
      withImageFallback(optimiser.handler, { waitMs: 60_000, fetchStored: async () => stored(), maxOriginalBytes: 1e6, headers: [], concurrency: 1 }),
    );
    const answers = [1, 2, 3].map((n) => fetch(`${origin}${picture(n)}`).then((answer) => answer.text()));
    await until(() => optimiser.calls === 1);
    optimiser.finishNext();
    await until(() => optimiser.calls === 2);
    optimiser.finishNext();
    await until(() => optimiser.calls === 3);
    optimiser.finishNext();
    expect(await Promise.all(answers)).toEqual(["optimised", "optimised", "optimised"]);
    expect(optimiser.mostAtOnce).toBe(1);
  });

  it("beyond that, go out as the stored file after the wait, and are not optimised then", async () => {
    const optimiser = heldOptimiser();
    const origin = await serve(
      withImageFallback(optimiser.handler, { waitMs: 20, fetchStored: async () => stored(), maxOriginalBytes: 1e6, headers: [], concurrency: 1 }),
    );
    // The first picture takes longer than the wait: its visitor and the next one get stored files.
    const answers = await Promise.all([1, 2].map((n) => fetch(`${origin}${picture(n)}`).then((answer) => answer.text())));
    expect(answers).toEqual(["stored", "stored"]);
    // The first is still being optimised (into the cache), and holds its turn until it is done.
    expect(optimiser.calls).toBe(1);
    optimiser.finishNext();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The second's visitor already has a picture: nothing more is made for it now.
    expect(optimiser.calls).toBe(1);
  });
});

describe("pictures the optimiser fails", () => {
  const failing = (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 500;
    res.setHeader("content-type", "text/plain");
    res.end("Internal Server Error");
  };

  it("go out as the stored file, not kept, instead of the failure", async () => {
    let asked = "";
    const origin = await serve(
      withImageFallback(failing, {
        waitMs: 60_000,
        fetchStored: async (path) => ((asked = path), stored()),
        maxOriginalBytes: 1e6,
        headers: [{ key: "x-content-type-options", value: "nosniff" }],
        concurrency: 1,
      }),
    );
    const answer = await fetch(`${origin}${picture(7)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await answer.text()).toBe("stored");
    expect(asked).toBe("/getFile/products/p7.webp");
  });

  it("go out as the failure when the stored file cannot be read either", async () => {
    const origin = await serve(
      withImageFallback(failing, {
        waitMs: 60_000,
        fetchStored: async () => {
          throw new TypeError("fetch failed");
        },
        maxOriginalBytes: 1e6,
        headers: [],
        concurrency: 1,
      }),
    );
    const answer = await fetch(`${origin}${picture(8)}`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe("Internal Server Error");
  });

  it("that are answered 4xx, a picture that is not one, pass as they are", async () => {
    const origin = await serve(
      withImageFallback(
        (_req, res) => {
          res.statusCode = 400;
          res.end("The requested resource isn't a valid image.");
        },
        { waitMs: 60_000, fetchStored: async () => stored(), maxOriginalBytes: 1e6, headers: [], concurrency: 1 },
      ),
    );
    const answer = await fetch(`${origin}${picture(9)}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("The requested resource isn't a valid image.");
  });

  it("that name no stored file are told so after the wait, not held behind the pictures being optimised", async () => {
    const optimiser = heldOptimiser();
    const origin = await serve(
      withImageFallback(optimiser.handler, {
        waitMs: 20,
        fetchStored: async (path) => new Response("No such file", { status: path.endsWith("p1.webp") ? 200 : 404, headers: { "content-type": "image/webp" } }),
        maxOriginalBytes: 1e6,
        headers: [{ key: "x-content-type-options", value: "nosniff" }],
        concurrency: 1,
      }),
    );
    // The first picture holds the optimiser's only turn for as long as the test likes.
    const first = fetch(`${origin}${picture(1)}`);
    await until(() => optimiser.calls === 1);
    const missing = await fetch(`${origin}${picture(2)}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await missing.text()).toBe("The picture's address names no picture\n");
    optimiser.finishNext();
    expect((await first).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(optimiser.calls).toBe(1);
  });
});
