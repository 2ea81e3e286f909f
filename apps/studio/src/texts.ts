/**
 * The texts of one language of an item as the editing form has them: every string field of the
 * language's version (or of the english source, for a language not written yet) is a field; the
 * other values (lists, objects) are kept as they are when it is saved.
 */

export interface TextField {
  name: string;
  /** Rich text (`bodyHtml`, `answerHtml`…) or a text longer than a line: a text area. */
  multiline: boolean;
  /** The english source's value. */
  source: string;
  /** The language's value as last saved or live. */
  value: string;
}

/** Field names the form posts its texts under, so nothing else in the form is taken for one. */
export const TEXT_PREFIX = "text.";

const isText = (value: unknown): value is string => typeof value === "string";

/** The fields of a language's texts beside the english source, in the source's order, then the language's own. */
export function textFieldsOf(source: Record<string, unknown>, texts: Record<string, unknown> | null): TextField[] {
  const names = [...new Set([...Object.keys(source), ...Object.keys(texts ?? {})])];
  return names
    .filter((name) => isText(texts?.[name]) || (!(texts && name in texts) && isText(source[name])))
    .map((name) => ({
      name,
      multiline: /Html$/.test(name) || (isText(source[name]) && (source[name].length > 70 || source[name].includes("\n"))),
      source: isText(source[name]) ? source[name] : "",
      value: isText(texts?.[name]) ? texts[name] : "",
    }));
}

/** The values a language's version keeps as they are (anything that is not a text). */
export function keptValuesOf(texts: Record<string, unknown> | null): Record<string, unknown> {
  return Object.fromEntries(Object.entries(texts ?? {}).filter(([, value]) => !isText(value)));
}

/** The body a save sends: the kept values of the version it is based on, and the texts as typed. */
export function bodyOf(typed: Record<string, string>, basedOn: Record<string, unknown> | null): Record<string, unknown> {
  return { ...keptValuesOf(basedOn), ...typed };
}

/** The texts a form posted (`text.<name>` fields), by name, with the line ends browsers send (CRLF) as the content writes them. */
export function typedTextsOf(form: FormData): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith(TEXT_PREFIX) && typeof value === "string") typed[key.slice(TEXT_PREFIX.length)] = value.replace(/\r\n?/g, "\n");
  }
  return typed;
}
