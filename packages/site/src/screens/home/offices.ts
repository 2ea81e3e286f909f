/**
 * An office's phone field as numbers (SPEC §3: empty, or several separated by
 * commas), each trimmed; empty entries are dropped.
 */
export function phoneNumbers(phone: string): string[] {
  return phone
    .split(",")
    .map((number) => number.trim())
    .filter((number) => number !== "");
}

/** A `tel:` URI for a number as people write it: only `+` and digits survive (RFC 3966 global number). */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}
