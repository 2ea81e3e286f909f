import { intlLocales, type IntlLocale } from "@repo/locales/messages";
import { Button } from "@repo/ui/button";
import { chooseLanguage } from "../actions";
import { localeNames } from "../locale";

interface LanguageSwitchProps {
  locale: IntlLocale;
  /** The page to show again in the language chosen. */
  returnTo: string;
  texts: { label: string; submit: string };
}

/** The studio's language: a small form that works without JavaScript; the choice is kept for a year. */
function LanguageSwitch({ locale, returnTo, texts }: LanguageSwitchProps) {
  return (
    <form action={chooseLanguage} className="flex items-center gap-2">
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor="studio-locale" className="text-sm text-ink-muted">
        {texts.label}
      </label>
      <select
        id="studio-locale"
        name="locale"
        defaultValue={locale}
        className="h-9 cursor-pointer rounded-control border border-line bg-surface px-2 text-sm"
      >
        {intlLocales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
      <Button type="submit" intent="secondary" size="sm">
        {texts.submit}
      </Button>
    </form>
  );
}

export { LanguageSwitch };
