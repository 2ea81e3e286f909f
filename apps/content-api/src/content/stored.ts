import type { z } from "zod";
import type { ContentFolder, ContentSingleton, contentFolders, contentSingletons } from "@repo/api-client/content-files";

/** A file of content folder `K` as its schema parses it (FORMAT.md). */
export type ContentFile<K extends ContentFolder> = z.output<(typeof contentFolders)[K]>;

/** One language's texts of an item of folder `K`: what `content_translations.texts` holds. */
export type ContentTexts<K extends ContentFolder> = ContentFile<K>["translations"]["english"];

/** What the import stores beside a file's own fields: the size of the PDF a document or a warranty offers. */
interface Derived {
  documents: { fileSize: number };
  warranties: { fileSize?: number };
}

/**
 * The structural fields stored of an item of folder `K` (`content_items.data`):
 * the file's own but its slug, its texts and a blog's comments, which have
 * tables of their own; plus what the import derives. The importer writes this
 * type and the reads return it.
 */
export type StoredData<K extends ContentFolder> = K extends ContentFolder
  ? Omit<ContentFile<K>, "slug" | "translations" | "comments"> & (K extends keyof Derived ? Derived[K] : unknown)
  : never;

/** A singleton file as its schema parses it, which is how it is stored (`content_singletons.data`). */
export type SingletonFile<N extends ContentSingleton> = z.output<(typeof contentSingletons)[N]>;
