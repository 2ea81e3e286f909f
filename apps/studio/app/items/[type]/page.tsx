import type { Metadata } from "next";
import { Button } from "@repo/ui/button";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { itemsOf, requirePerson } from "../../../src/api";
import { Problem } from "../../../src/components/problem";
import { StateBadge } from "../../../src/components/state-badge";
import { languages, partStates } from "../../../src/envelope";
import { editionsIn, filterItems, filtersOf } from "../../../src/filters";
import { getTexts } from "../../../src/intl";
import { typeName } from "../../../src/labels";
import { titled } from "../../../src/metadata";
import { pageData } from "../../../src/page-data";

export async function generateMetadata({ params }: PageProps<"/items/[type]">): Promise<Metadata> {
  const { intl } = await getTexts();
  return titled(typeName(intl, (await params).type));
}

const select = "h-11 cursor-pointer rounded-control border border-line bg-surface px-3 text-base";

/** Every item of a content type with each language's state, filtered by edition and state (a GET form). */
export default async function ItemsPage({ params, searchParams }: PageProps<"/items/[type]">) {
  const { type } = await params;
  const filters = filtersOf(await searchParams);
  const { intl } = await getTexts();
  const items = await pageData(async () => {
    await requirePerson();
    return itemsOf(type);
  });
  const title = (
    <Heading asChild size="title">
      <h1>{typeName(intl, type)}</h1>
    </Heading>
  );
  if (!items.ok) return <>{title}<Problem>{items.message}</Problem></>;
  const shown = filterItems(items.data, filters);
  const everyEdition = intl.formatMessage({ id: "studio.everyEdition" });
  return (
    <>
      {title}
      <Text tone="muted">{intl.formatMessage({ id: "studio.list.intro" })}</Text>
      <form
        method="get"
        aria-label={intl.formatMessage({ id: "studio.list.filters" })}
        className="flex flex-wrap items-end gap-4 rounded-card border border-line bg-surface p-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="filter-edition" className="text-sm font-medium">
            {intl.formatMessage({ id: "studio.list.edition" })}
          </label>
          <select id="filter-edition" name="edition" defaultValue={filters.edition ?? ""} className={select}>
            <option value="">{intl.formatMessage({ id: "studio.list.anyEdition" })}</option>
            {editionsIn(items.data).map((edition) => (
              <option key={edition} value={edition}>
                {edition}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="filter-state" className="text-sm font-medium">
            {intl.formatMessage({ id: "studio.list.state" })}
          </label>
          <select id="filter-state" name="state" defaultValue={filters.state ?? ""} className={select}>
            <option value="">{intl.formatMessage({ id: "studio.list.anyState" })}</option>
            {partStates.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage({ id: `studio.states.${state}` })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" intent="secondary">
          {intl.formatMessage({ id: "studio.list.apply" })}
        </Button>
      </form>
      <p role="status" className="text-sm text-ink-muted">
        {intl.formatMessage({ id: "studio.list.count" }, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <Text>{intl.formatMessage({ id: "studio.list.none" })}</Text>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((item) => (
            <li key={item.slug}>
              <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 desk:flex-row desk:items-start desk:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <Heading asChild size="subsection">
                    <h2>
                      <Link
                        href={`/items/${encodeURIComponent(type)}/${encodeURIComponent(item.slug)}?language=spanish`}
                        tone="brand"
                        lang="en"
                      >
                        {item.title}
                      </Link>
                    </h2>
                  </Heading>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                    <dt className="text-ink-muted">{intl.formatMessage({ id: "studio.list.slug" })}</dt>
                    <dd className="break-all">{item.slug}</dd>
                    <dt className="text-ink-muted">{intl.formatMessage({ id: "studio.list.editions" })}</dt>
                    <dd>{item.editions?.join(", ") ?? everyEdition}</dd>
                  </dl>
                </div>
                <dl className="flex shrink-0 flex-wrap gap-x-4 gap-y-2 text-sm">
                  {languages.map((language) => (
                    <div key={language} className="flex items-center gap-2">
                      <dt>{intl.formatMessage({ id: `studio.languages.${language}` })}</dt>
                      <dd>
                        <StateBadge state={item.states[language]}>
                          {intl.formatMessage({ id: `studio.states.${item.states[language]}` })}
                        </StateBadge>
                      </dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
