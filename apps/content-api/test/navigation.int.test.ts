import { afterAll, beforeAll, describe, expect, it } from "vitest";
import postgres from "postgres";
import { errorEnvelopeSchema, getNavigationDataResponseSchema } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { seedIfEmpty } from "../src/seed";

const TOP_MENU = ["About us", "Solutions", "Products", "Support", "Downloads", "Case Study"];

/**
 * The same contract suite runs on embedded PGlite and, when TEST_DATABASE_URL
 * names a server, on a fresh database of a real Postgres.
 */
const targets: { name: string; open: () => Promise<DatabaseHandle & { drop?: () => Promise<void> }> }[] = [
  { name: "PGlite", open: () => openDatabase({ kind: "pglite", dataDir: null }) },
];

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  targets.push({
    name: "Postgres server",
    async open() {
      const name = `content_api_test_${process.pid}_${Date.now()}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: "postgres", url: url.toString() });
      return {
        ...handle,
        async drop() {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  });
} else {
  console.warn("TEST_DATABASE_URL is not set: the contract suite runs on PGlite only.");
}

describe.each(targets)("navigation on $name", ({ open }) => {
  let handle: Awaited<ReturnType<(typeof targets)[number]["open"]>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    await seedIfEmpty(handle.db);
    app = createApp({ db: handle.db });
  });

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
  });

  it("answers the six-item menu in order, matching the contract", async () => {
    const res = await app.request("/api/navigation/getNavigationData?languageCode=english");
    expect(res.status).toBe(200);
    const body = getNavigationDataResponseSchema.parse(await res.json());
    expect(body.code).toBe(200);
    expect(body.data?.map((item) => item.navigationTitle)).toEqual(TOP_MENU);
  });

  it("nests children up to three levels with the panel fields", async () => {
    const res = await app.request("/api/navigation/getNavigationData");
    const { data } = getNavigationDataResponseSchema.parse(await res.json());
    const products = data?.find((item) => item.mateCode === "Products");
    expect(products?.children.map((c) => c.navigationTitle)).toEqual([
      "General",
      "Battery",
      "Inverter",
      "Monitoring & EMS",
      "Residential",
      "Commercial",
    ]);
    expect(products?.children[1]?.children[0]).toMatchObject({
      navigationTitle: "PowerCube 5 kWh LFP battery",
      routePath: "/products/powercube-5",
    });
    const solutions = data?.find((item) => item.mateCode === "Solutions");
    expect(solutions?.children[0]).toMatchObject({
      navigationTitle: "Home backup",
      slaveDescription: "Keep lights, fridge and router running through grid outages.",
      slaveExplain: "Backup",
    });
  });

  it("answers in the asked language", async () => {
    const spanish = getNavigationDataResponseSchema.parse(
      await (await app.request("/api/navigation/getNavigationData?languageCode=spanish")).json(),
    );
    expect(spanish.data?.map((item) => item.navigationTitle)).toEqual([
      "Sobre nosotros",
      "Soluciones",
      "Productos",
      "Soporte",
      "Descargas",
      "Casos de éxito",
    ]);
    const burmese = getNavigationDataResponseSchema.parse(
      await (await app.request("/api/navigation/getNavigationData?languageCode=burmese")).json(),
    );
    expect(burmese.data?.[2]?.navigationTitle).toBe("ထုတ်ကုန်များ");
  });

  it("refuses an unknown language with a 400 envelope", async () => {
    const res = await app.request("/api/navigation/getNavigationData?languageCode=klingon");
    expect(res.status).toBe(400);
    const body = errorEnvelopeSchema.parse(await res.json());
    expect(body).toMatchObject({ code: 400, data: null });
    expect(body.msg).toMatch(/languageCode/);
  });

  it("answers unknown paths with a 404 envelope", async () => {
    const res = await app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await res.json())).toMatchObject({ code: 404, data: null });
  });

  it("reports health", async () => {
    const res = await app.request("/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, msg: "success", data: { status: "ok" } });
  });

  it("seeds only once", async () => {
    expect(await seedIfEmpty(handle.db)).toBe(false);
    const res = await app.request("/api/navigation/getNavigationData");
    const { data } = getNavigationDataResponseSchema.parse(await res.json());
    expect(data).toHaveLength(6);
  });
});
