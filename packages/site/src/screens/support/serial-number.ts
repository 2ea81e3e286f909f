/**
 * The data-stick serial number of the warranty page (SPEC §2). SPEC leaves
 * its form open; the labels carry 10 characters, capital letters and digits
 * (`SN12345678`). Visitors type it with spaces, dashes or in lower case, so
 * those are forgiven; anything else is refused before it reaches the
 * monitoring platform.
 */
export const SERIAL_LENGTH = 10;

/** The example the hint and the error message show. */
export const SERIAL_EXAMPLE = "SN12345678";

const SERIAL = new RegExp(`^(?=.*[0-9])[A-Z0-9]{${SERIAL_LENGTH}}$`);

export type SerialCheck = { ok: true; serial: string } | { ok: false; reason: "required" | "format" };

/** Upper case, without spaces and dashes: the form the platform knows the number in. */
export function normalizeSerial(input: string): string {
  return input.replace(/[\s\-‐-―]+/g, "").toUpperCase();
}

/** Whether `input` is a data-stick serial number, and its normalized form when it is. */
export function checkSerial(input: string): SerialCheck {
  const serial = normalizeSerial(input);
  if (!serial) return { ok: false, reason: "required" };
  return SERIAL.test(serial) ? { ok: true, serial } : { ok: false, reason: "format" };
}

/** The monitoring platform's page of one data stick: `<platform>/device/<serial>`. */
export function monitoringPageUrl(platform: string, serial: string): string {
  const base = platform.endsWith("/") ? platform : `${platform}/`;
  return new URL(`device/${encodeURIComponent(serial)}`, base).toString();
}

/**
 * The serial number among a scan's barcodes: labels often carry a second
 * code (a model or a batch), so the first value that has the serial's form wins.
 */
export function serialFromBarcodes(values: readonly string[]): string | null {
  for (const value of values) {
    const check = checkSerial(value);
    if (check.ok) return check.serial;
  }
  return null;
}

/** The serial number entry's words, in the page's language. */
export interface SerialEntryTexts {
  label: string;
  hint: string;
  submit: string;
  scan: string;
  scanTitle: string;
  scanHelp: string;
  close: string;
  errors: { required: string; format: string; camera: string; scan: string };
}
