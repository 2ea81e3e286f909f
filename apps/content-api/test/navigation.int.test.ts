import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema, getNavigationDataResponseSchema } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { seedIfEmpty } from "../src/seed";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

const TOP_MENU = ["About us", "Solutions", "Products", "Support", "Downloads", "Case Study"];

describe.each(targets)("navigation on $name", ({ open }) => {
  let handle: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const files = scratchFilesRoot();
  const seedOptions = { contentDir: fixtureContentDir, storage: files.storage };

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    await seedIfEmpty(handle.db, seedOptions);
    app = createApp({ db: handle.db, storage: files.storage });
  });

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
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
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/languageCode/);
    expect(body.data?.fields.languageCode).toMatch(/english/);
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
    expect(await seedIfEmpty(handle.db, seedOptions)).toBeNull();
    const res = await app.request("/api/navigation/getNavigationData");
    const { data } = getNavigationDataResponseSchema.parse(await res.json());
    expect(data).toHaveLength(6);
  });
});
