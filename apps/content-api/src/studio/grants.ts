import { z } from "zod";
import { type LanguageCode, languageCodeSchema } from "@repo/api-client/contract";

export const studioRoles = ["admin", "publisher", "editor", "translator"] as const;
export type StudioRole = (typeof studioRoles)[number];

/** A part of an item: its shared fields (`item`: date, picture, scope, …) or its texts in one language. */
export const partSchema = z.enum(["item", ...languageCodeSchema.options]);
export type Part = z.infer<typeof partSchema>;

/** What a person may do: a role over named editions and languages, null meaning every one. */
export interface Grant {
  role: StudioRole;
  editions: string[] | null;
  languages: LanguageCode[] | null;
}

/** What a studio request asks to do to one part of one item. */
export type StudioAction = "draft" | "publish";

/** The item a request touches: the editions it is for (null: every edition). */
export interface Target {
  editions: readonly string[] | null;
  part: Part;
}

/**
 * Whether a grant's editions cover an item's: a grant for every edition covers any item, one for
 * named editions only items for some of those editions and no other. An item for every edition is
 * shown on sites the grant does not run, so only a grant for every edition changes it.
 */
function coversEditions(grant: Grant, editions: readonly string[] | null): boolean {
  if (grant.editions === null) return true;
  if (editions === null || editions.length === 0) return false;
  return editions.every((edition) => grant.editions!.includes(edition));
}

function coversLanguage(grant: Grant, part: Part): boolean {
  return part === "item" || grant.languages === null || grant.languages.includes(part);
}

/**
 * Whether one grant allows `action` on `target`:
 * - an admin does anything;
 * - a publisher saves and publishes any part of the items of their editions, texts in their languages;
 * - an editor saves drafts of the same, and publishes nothing;
 * - a translator saves drafts of the texts in their languages, on any edition's items, and nothing else.
 */
function grantAllows(grant: Grant, action: StudioAction, target: Target): boolean {
  switch (grant.role) {
    case "admin":
      return true;
    case "publisher":
      return coversEditions(grant, target.editions) && coversLanguage(grant, target.part);
    case "editor":
      return action === "draft" && coversEditions(grant, target.editions) && coversLanguage(grant, target.part);
    case "translator":
      return action === "draft" && target.part !== "item" && coversLanguage(grant, target.part);
  }
}

/** Whether any of a person's grants allows `action` on `target`. */
export function allows(grants: readonly Grant[], action: StudioAction, target: Target): boolean {
  return grants.some((grant) => grantAllows(grant, action, target));
}

/** Whether a person runs the studio's people (an admin). */
export function isAdmin(grants: readonly Grant[]): boolean {
  return grants.some((grant) => grant.role === "admin");
}

/** Why `action` is refused, as the 403 envelope says it. */
export function refusal(action: StudioAction, target: Target): string {
  const what = target.part === "item" ? "the item's shared fields" : `its ${target.part} texts`;
  const where = target.editions === null ? "every edition" : target.editions.join(", ");
  return `Your role does not let you ${action === "draft" ? "save" : "publish"} ${what} for ${where}`;
}

/** A grant as an admin gives it: the role, and the editions and languages it is for (omitted: all). */
export const grantSchema = z
  .object({
    role: z.enum(studioRoles),
    editions: z
      .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an edition id"))
      .min(1)
      .max(50)
      .nullable()
      .default(null),
    languages: z.array(languageCodeSchema).min(1).nullable().default(null),
  })
  .strict();
