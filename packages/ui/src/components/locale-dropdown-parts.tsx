import { ChevronDown, Globe } from "lucide";
import { Icon } from "./icon";

/*
 * What the dropdown's trigger on the page (`locale-dropdown.tsx`) and the menu
 * it loads on demand (`locale-dropdown-menu.tsx`) share, in a file of their
 * own so the loaded part never imports back from the file that loads it.
 */

interface RegionalSite {
  name: string;
  /** The external site of that regional edition. */
  href: string;
}

interface LanguageOption {
  /** BCP 47 tag, set as `lang` so each name renders in its own script's font. */
  lang: string;
  /** The language's name in its own script: English, Español, မြန်မာ. */
  label: string;
  /** The equivalent page in that language, without query or anchor: the menu keeps the current page's. */
  href: string;
  current?: boolean;
}

interface LocaleDropdownProps {
  /** Other editions' sites; the current edition omits its own. */
  sites: RegionalSite[];
  languages: LanguageOption[];
  labels: { trigger: string; sites: string; languages: string };
  /** Classes for the trigger button. */
  className?: string;
  /** Open on first render (loads the menu at once). */
  defaultOpen?: boolean;
}

const localeTriggerClass = "inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm hover:bg-current/10";

/** What the trigger shows: a globe and a chevron; the current language's name is read, not shown. */
function LocaleTriggerFace({ languages, label }: { languages: LanguageOption[]; label: string }) {
  const current = languages.find((language) => language.current);
  return (
    <>
      <Icon icon={Globe} aria-hidden className="size-5" />
      <span className="sr-only">{label}: </span>
      {/* The globe alone shows, leaving the header's width to the menu (six long names in Burmese); the name stays in the accessible name. */}
      {current ? (
        <span lang={current.lang} className="sr-only">
          {current.label}
        </span>
      ) : null}
      <Icon icon={ChevronDown} aria-hidden className="size-3.5" />
    </>
  );
}

export { LocaleTriggerFace, localeTriggerClass, type LanguageOption, type LocaleDropdownProps, type RegionalSite };
