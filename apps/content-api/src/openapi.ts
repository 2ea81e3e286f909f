import { z } from "zod";
import { createDocument } from "zod-openapi";
import { API_PREFIX, type ApiPathName, apiEndpoints, errorEnvelopeSchema } from "@repo/api-client/contract";
import { contractOf } from "./routes/define";
import { routes } from "./routes";

/** A read's parameters: those named in its path (`editions/{id}`) go in the path, the rest in the query. */
function requestParams(path: string, input: z.ZodType) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (inPath.length === 0 || !(input instanceof z.ZodObject)) return { query: input };
  const shape: Record<string, z.ZodType> = input.shape;
  const pick = (inside: boolean) => z.object(Object.fromEntries(Object.entries(shape).filter(([key]) => inPath.includes(key) === inside)));
  return { path: pick(true), query: pick(false) };
}

/**
 * The OpenAPI 3.1 document of the content API, generated from the same zod
 * schemas the API validates with, so it cannot drift from what is served.
 */
export function buildOpenApiDocument() {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: errorEnvelopeSchema } },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(apiEndpoints) as ApiPathName[]) {
    const contract = contractOf(name);
    const success = {
      description: "Success: `code` 200 and the data.",
      content: { "application/json": { schema: contract.response } },
    };
    const common = { operationId: name, summary: routes[name].summary, tags: [contract.path.split("/")[0]] };
    paths[`${API_PREFIX}${contract.path}`] =
      contract.method === "GET"
        ? {
            get: {
              ...common,
              requestParams: requestParams(contract.path, contract.input),
              responses: { "200": success, "400": error("A query parameter is missing or wrong."), "404": error("No such item.") },
            },
          }
        : {
            post: {
              ...common,
              requestBody: { required: true, content: { "application/json": { schema: contract.input } } },
              responses: {
                "200": success,
                "400": error("The body is not valid JSON or breaks the schema; `data.fields` names every field's problem."),
                "404": error("The blog or webinar named does not exist."),
                "413": error("The body is larger than 32 KB."),
                "415": error("The body is not application/json."),
                "429": error("Too many requests from this address."),
              },
            },
          };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Aurevo content API",
      version: "1.0.0",
      description:
        "Every path of the public websites' content API. Reads are GET with `languageCode` in the query; " +
        "the three inserts are POST JSON with `languageCode` in the body. Every answer is `{ code, msg, data }` " +
        "and the HTTP status equals `code`. Dates are Unix seconds. Stored files are served at `/getFile/<path>`.",
    },
    paths: paths,
  });
}
