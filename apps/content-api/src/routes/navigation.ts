import { getNavigationDataQuerySchema, getNavigationDataResponseSchema } from "@repo/api-client/contract";
import { readNavigation } from "../db/navigation";
import { defineRoute } from "./define";

export const getNavigationData = defineRoute({
  name: "getNavigationData",
  method: "get",
  summary: "The top menu of six items with their children (three levels), in display order.",
  input: getNavigationDataQuerySchema,
  response: getNavigationDataResponseSchema,
  async handle({ db, input }) {
    return readNavigation(db, input.languageCode);
  },
});
