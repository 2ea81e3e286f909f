import type { IntlLocale } from "@repo/locales/messages";
import { localizeDigits } from "@repo/locales/numerals";

/** A video's length as players print it: `4:05`, `1:02:09` (`၄:၀၅` on burmese pages). */
export function videoLength(seconds: number, locale: IntlLocale = "en"): string {
  return localizeDigits(clockLength(seconds), locale);
}

function clockLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** A length as ISO 8601 (`PT4M5S`), the form `VideoObject.duration` takes. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || total === 0 ? `${rest}S` : ""}`;
}
