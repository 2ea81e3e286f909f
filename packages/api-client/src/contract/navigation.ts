import { z } from "zod";
import { envelopeSchema, languageQuerySchema } from "./envelope";

/** One entry of the site menu as stored (SPEC §3 "Navigation item"). */
export interface NavigationItem {
  id: number;
  navigationTitle: string;
  /** Site route such as `/about/blogs`, or an absolute URL for external links. */
  routePath: string;
  /** Which mega-panel renders it: `Solutions`, `Products`, `Support`, or null for plain links. */
  mateCode: string | null;
  /** Stored file path or absolute URL of the panel image. */
  slaveImg: string | null;
  slaveAlt: string | null;
  slaveDescription: string | null;
  slaveExplain: string | null;
  /** The title is the english one: the asked language has none. */
  fallback?: boolean;
  children: NavigationItem[];
}

/** Children nest at most three levels below the top menu (SPEC §3). */
const MAX_DEPTH = 3;

function navigationItemAt(depth: number): z.ZodType<NavigationItem> {
  return z.object({
    id: z.number().int().positive(),
    navigationTitle: z.string().min(1),
    routePath: z.string().min(1),
    mateCode: z.string().nullable(),
    slaveImg: z.string().nullable(),
    slaveAlt: z.string().nullable(),
    slaveDescription: z.string().nullable(),
    slaveExplain: z.string().nullable(),
    fallback: z.boolean().optional(),
    children: depth < MAX_DEPTH ? z.array(navigationItemAt(depth + 1)) : z.array(z.never()).max(0),
  });
}

export const navigationItemSchema = navigationItemAt(0);

/**
 * `GET navigation/getNavigationData`: the top menu of six items with their
 * children, in the asked language, ordered as shown.
 */
export const getNavigationDataQuerySchema = languageQuerySchema;
export type GetNavigationDataQuery = z.input<typeof getNavigationDataQuerySchema>;

export const getNavigationDataResponseSchema = envelopeSchema(z.array(navigationItemSchema));
export type GetNavigationDataResponse = z.infer<typeof getNavigationDataResponseSchema>;
