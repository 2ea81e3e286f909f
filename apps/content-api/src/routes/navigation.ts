import { readNavigation } from "../db/navigation";
import { implement } from "./define";

export const getNavigationData = implement("getNavigationData", {
  summary: "The top menu of six items with their children (three levels), in display order, without the products and solutions the edition is not shown.",
  async handle({ db, input }) {
    return readNavigation(db, input.languageCode, input.edition);
  },
});
