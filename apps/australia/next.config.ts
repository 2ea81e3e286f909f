import { createNextConfig } from "@repo/site/next-config";
import edition from "./edition.config";

export default createNextConfig(edition);
