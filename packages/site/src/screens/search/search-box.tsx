import Form from "next/form";
import { Search } from "lucide";
import { getIntl } from "../../intl";
import { localizedPath, type SiteLocale } from "../../routing";
import { Icon } from "@repo/ui/icon";

/**
 * The search page's own keyword box: a GET form to `/search?keyword=…`,
 * which the page turns into `/search/{keyword}`, so it works without
 * JavaScript (and navigates in place with it).
 */
export function SearchBox({ locale, keyword, prompt }: { locale: SiteLocale; keyword: string; prompt: boolean }) {
  const intl = getIntl(locale.intl);
  const label = intl.formatMessage({ id: "header.search.label" });
  return (
    <Form
      action={localizedPath(locale, "/search")}
      role="search"
      aria-label={label}
      className="flex max-w-2xl flex-col gap-2"
    >
      <div className="flex items-stretch">
        <input
          type="search"
          name="keyword"
          defaultValue={keyword}
          aria-label={label}
          aria-invalid={prompt || undefined}
          aria-describedby={prompt ? "search-prompt" : undefined}
          placeholder={intl.formatMessage({ id: "header.search.placeholder" })}
          maxLength={200}
          className="h-12 min-w-0 flex-1 rounded-s-control border border-e-0 border-line px-4 text-base aria-invalid:border-danger"
        />
        <button
          type="submit"
          aria-label={intl.formatMessage({ id: "header.search.submit" })}
          className="grid w-14 cursor-pointer place-items-center rounded-e-control bg-brand text-ink-inverse hover:bg-brand-emphasis"
        >
          <Icon icon={Search} aria-hidden className="size-5" />
        </button>
      </div>
      {prompt ? (
        <p id="search-prompt" role="status" className="text-danger">
          {intl.formatMessage({ id: "search.empty" })}
        </p>
      ) : null}
    </Form>
  );
}
