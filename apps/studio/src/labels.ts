import "server-only";
import type { IntlShape } from "@formatjs/intl";
import type { MessageId } from "@repo/locales/messages";

/** A content type's name in the page's language; a type the catalogs do not name yet goes by its folder's name. */
export function typeName(intl: IntlShape<string>, type: string): string {
  const id = `studio.types.${type}` as MessageId;
  return intl.messages[id] ? intl.formatMessage({ id }) : type;
}
