"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Button } from "@repo/ui/button";
import { Field, Label, Select } from "@repo/ui/form";
import { Link } from "@repo/ui/link";

export interface DownloadFilterTexts {
  legend: string;
  productType: string;
  productSeries: string;
  language: string;
  any: string;
  apply: string;
  reset: string;
}

interface DownloadFiltersProps {
  /** The downloads page's path in the visitor's language; the form sends its query there. */
  action: string;
  /** The open tab, kept when the filters change. */
  type: string;
  category: string | undefined;
  series: string | undefined;
  language: string | undefined;
  categories: { id: string; name: string; series: string[] }[];
  languages: { code: string; name: string }[];
  texts: DownloadFilterTexts;
}

/**
 * The downloads filters: a GET form, so they work without JavaScript and the
 * URL always says what is shown. With JavaScript a change applies at once
 * through the router, and picking another product type clears a series that
 * belongs to the old one.
 */
export function DownloadFilters({ action, type, category, series, language, categories, languages, texts }: DownloadFiltersProps) {
  const router = useRouter();
  const [chosenCategory, setChosenCategory] = React.useState(category ?? "");
  const seriesOptions = (chosenCategory ? categories.filter((c) => c.id === chosenCategory) : categories).flatMap((c) => c.series);

  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value) query.set(name, value);
    }
    const search = query.toString();
    router.push(search ? `${action}?${search}` : action, { scroll: false });
  };

  // A choice made before the page's script ran (a slow phone) had no handler to apply it: apply it now.
  // Against the option the page was served with, not the URL: a value the lists do not have shows as "any".
  const form = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    if (!form.current) return;
    const selects = [...form.current.elements].filter((element) => element instanceof HTMLSelectElement);
    const changed = selects.some((select) => {
      const served = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
      return served !== undefined && select.value !== served.value;
    });
    if (changed) apply(form.current);
    // Once, when the page becomes interactive; later changes apply through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={form}
      method="get"
      action={action}
      aria-label={texts.legend}
      className="grid gap-4 rounded-card border border-line bg-surface-muted p-4 desk:grid-cols-[1fr_1fr_1fr_auto] desk:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        const form = event.currentTarget;
        const target: EventTarget = event.target;
        if (!(target instanceof HTMLSelectElement)) return;
        if (target.name === "category") {
          setChosenCategory(target.value);
          const seriesSelect = form.elements.namedItem("series") as HTMLSelectElement | null;
          const options = (target.value ? categories.filter((c) => c.id === target.value) : categories).flatMap((c) => c.series);
          if (seriesSelect && !options.includes(seriesSelect.value)) seriesSelect.value = "";
        }
        apply(form);
      }}
    >
      <input type="hidden" name="type" value={type} />
      <Field>
        <Label>{texts.productType}</Label>
        <Select name="category" defaultValue={category ?? ""}>
          <option value="">{texts.any}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label>{texts.productSeries}</Label>
        <Select name="series" defaultValue={series ?? ""}>
          <option value="">{texts.any}</option>
          {seriesOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label>{texts.language}</Label>
        <Select name="language" defaultValue={language ?? ""}>
          <option value="">{texts.any}</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit">{texts.apply}</Button>
        {category || series || language ? (
          <Link href={`${action}?type=${encodeURIComponent(type)}`} tone="brand" className="text-sm">
            {texts.reset}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
