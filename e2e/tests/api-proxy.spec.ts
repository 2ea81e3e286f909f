import { type APIRequestContext, expect, test } from "@playwright/test";
import { type ApiPath, apiPaths, errorEnvelopeSchema } from "@repo/api-client/contract";
import { API_URL, editions } from "../editions";

const reads = Object.values(apiPaths).filter(
  (path) => !["about/insertBlogComment", "support/insertRegisterDataByWebinarCode", "support/insertOnlineMessage"].includes(path),
) as ApiPath[];
const inserts: ApiPath[] = [apiPaths.insertBlogComment, apiPaths.insertRegisterDataByWebinarCode, apiPaths.insertOnlineMessage];

/** Reads the first id of a list from the API itself, so the queries name demo content that exists. */
async function firstId(request: APIRequestContext, path: string, pick: (data: never) => string | undefined): Promise<string> {
  const res = await request.get(`${API_URL}/api/${path}?languageCode=english`);
  const body = (await res.json()) as { data: never };
  const id = pick(body.data);
  if (!id) throw new Error(`${path} listed nothing`);
  return id;
}

test.describe("every SPEC §7 path answers directly and through each edition's /api/ proxy", () => {
  let queries: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const blog = await firstId(request, apiPaths.getBlogListByParam, (data: { list: { id: string }[] }) => data.list[0]?.id);
    const news = await firstId(request, apiPaths.getPressReleaseListByParam, (data: { list: { id: string }[] }) => data.list[0]?.id);
    const product = await firstId(request, apiPaths.getProductListByCategoryList, (data: { products: { id: string }[] }[]) =>
      data.flatMap((category) => category.products)[0]?.id,
    );
    queries = {
      [apiPaths.getBlogByParam]: `id=${blog}`,
      [apiPaths.getBlogAndCommentListByParam]: `id=${blog}`,
      [apiPaths.getPressReleaseByParam]: `id=${news}`,
      [apiPaths.getProductData]: `id=${product}`,
      [apiPaths.searchStatistics]: "keyword=battery",
      [apiPaths.searchByType]: "keyword=battery",
    };
  });

  for (const edition of editions) {
    test(`${edition.id}: reads answer the same through the proxy`, async ({ request }) => {
      for (const read of reads) {
        // A path with a parameter in it (`editions/{id}`) names this edition.
        const path = read.replace("{id}", edition.id);
        const query = `languageCode=spanish${queries[read] ? `&${queries[read]}` : ""}`;
        const direct = await request.get(`${API_URL}/api/${path}?${query}`);
        const proxied = await request.get(`http://127.0.0.1:${edition.port}/api/${path}?${query}`);
        expect(direct.status(), path).toBe(200);
        expect(proxied.status(), path).toBe(200);
        const [a, b] = (await Promise.all([direct.json(), proxied.json()])) as { code: number; data: unknown }[];
        expect(b?.code, path).toBe(200);
        expect(b?.data, path).toEqual(a?.data);
      }
    });

    test(`${edition.id}: inserts refuse a bad body with the same 400 envelope through the proxy`, async ({ request }) => {
      for (const path of inserts) {
        for (const base of [API_URL, `http://127.0.0.1:${edition.port}`]) {
          const res = await request.post(`${base}/api/${path}`, { data: { languageCode: "english", unexpected: true } });
          expect(res.status(), `${base} ${path}`).toBe(400);
          const body = errorEnvelopeSchema.parse(await res.json());
          expect(body.data?.fields.unexpected).toBe("Unknown field");
        }
      }
    });

    test(`${edition.id}: stored files answer through the proxy`, async ({ request }) => {
      const product = await request.get(`${API_URL}/api/${apiPaths.getProductData}?${queries[apiPaths.getProductData]}`);
      const image = ((await product.json()) as { data: { image: string } }).data.image;
      const res = await request.get(`http://127.0.0.1:${edition.port}/getFile/${image}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["x-content-type-options"]).toBe("nosniff");
      expect((await res.body()).length).toBeGreaterThan(100);
    });
  }
});
