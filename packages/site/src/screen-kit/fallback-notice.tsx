import { FallbackNotice } from "@repo/ui/tag";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";

/**
 * "Only in English", in the page's language, on an item the content API
 * answered with its english text because the page's language is missing.
 * Nothing on an english page, or on a translated item.
 */
export function OnlyInEnglish({ locale, untranslated, className }: { locale: SiteLocale; untranslated: boolean; className?: string }) {
  if (!untranslated || locale.code === "english") return null;
  return (
    <FallbackNotice lang={locale.intl} className={className}>
      {getIntl(locale.intl).formatMessage({ id: "layout.onlyInEnglish" })}
    </FallbackNotice>
  );
}
