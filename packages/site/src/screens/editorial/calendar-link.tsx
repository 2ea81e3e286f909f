import { CalendarPlus } from "lucide";
import { Icon } from "@repo/ui/icon";
import { Button } from "@repo/ui/button";
import { getIntl } from "../../intl";
import { localizedPath, type SiteLocale } from "../../routing";

/** "Add to calendar": the item's `.ics` file, downloaded rather than navigated to. */
export function CalendarLink({ locale, route }: { locale: SiteLocale; route: string }) {
  const intl = getIntl(locale.intl);
  return (
    <Button asChild intent="secondary">
      <a href={localizedPath(locale, `${route}/calendar.ics`)} download type="text/calendar">
        <Icon icon={CalendarPlus} aria-hidden />
        {intl.formatMessage({ id: "calendar.add" })} <span className="text-ink-muted">{intl.formatMessage({ id: "calendar.file" })}</span>
      </a>
    </Button>
  );
}
