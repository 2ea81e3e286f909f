import type { Metadata } from "next";
import type { IntlShape } from "@formatjs/intl";
import { FormMessage } from "@repo/ui/form";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { formatDate } from "@repo/locales/dates";
import type { IntlLocale } from "@repo/locales/messages";
import { itemOf, requirePerson } from "../../../../src/api";
import { Problem } from "../../../../src/components/problem";
import { Section } from "../../../../src/components/section";
import { StateBadge } from "../../../../src/components/state-badge";
import { PublishForm, TextsForm } from "../../../../src/components/texts-form";
import { type Language, languageSchema, languages } from "../../../../src/envelope";
import { fieldLabel, formatMoment, getTexts } from "../../../../src/intl";
import { typeName } from "../../../../src/labels";
import { titled } from "../../../../src/metadata";
import { pageData } from "../../../../src/page-data";
import { keptValuesOf, textFieldsOf } from "../../../../src/texts";

/** The `lang` each content language's texts are written in. */
const langOf: Record<Language, IntlLocale> = { english: "en", spanish: "es", burmese: "my" };

function languageOf(value: string | string[] | undefined): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : "spanish";
}

export async function generateMetadata({ params }: PageProps<"/items/[type]/[slug]">): Promise<Metadata> {
  const { intl } = await getTexts();
  const { type, slug } = await params;
  return titled(`${slug} · ${typeName(intl, type)}`);
}

/** A shared field's value as the page shows it: text as it is, a date in the page's digits, anything else as data. */
function shownValue(name: string, value: unknown, locale: IntlLocale, intl: IntlShape<string>): string {
  if (typeof value === "string") return value;
  if (name === "date" && typeof value === "number") return formatDate(value, { locale });
  if (name === "editions" && value === null) return intl.formatMessage({ id: "studio.everyEdition" });
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) return value.join(", ");
  return JSON.stringify(value, null, 1);
}

/** One item: its shared fields, and one language's texts beside the english source, to save and publish. */
export default async function ItemPage({ params, searchParams }: PageProps<"/items/[type]/[slug]">) {
  const { type, slug } = await params;
  const query = await searchParams;
  const language = languageOf(query.language);
  const { intl, locale } = await getTexts();
  const item = await pageData(async () => {
    await requirePerson();
    return itemOf(type, slug);
  });
  const back = (
    <Link href={`/items/${encodeURIComponent(type)}`} tone="brand" className="self-start text-sm">
      {intl.formatMessage({ id: "studio.item.back" }, { type: typeName(intl, type) })}
    </Link>
  );
  if (!item.ok) {
    return (
      <>
        {back}
        <Heading asChild size="title">
          <h1>{slug}</h1>
        </Heading>
        <Problem>{item.message}</Problem>
      </>
    );
  }
  const { parts } = item.data;
  const english = parts.english.latest?.body ?? parts.english.published ?? {};
  const part = parts[language];
  const texts = part.latest?.body ?? part.published;
  const title = typeof english.title === "string" ? english.title : typeof english.name === "string" ? english.name : slug;
  const shared = parts.item.latest?.body ?? parts.item.published ?? {};
  const languageName = intl.formatMessage({ id: `studio.languages.${language}` });
  const kept = Object.entries(keptValuesOf(texts));
  const done = query.done === "saved" ? "studio.item.saved" : query.done === "published" ? "studio.item.published" : null;

  return (
    <>
      {back}
      <Heading asChild size="title">
        <h1 lang="en">{title}</h1>
      </Heading>
      {done ? (
        <div role="status">
          <FormMessage tone="success">{intl.formatMessage({ id: done })}</FormMessage>
        </div>
      ) : null}
      <nav aria-label={intl.formatMessage({ id: "studio.item.languages" })}>
        <ul className="grid gap-2 sm:grid-cols-3">
          {languages.map((option) => {
            const state = parts[option];
            const current = option === language;
            return (
              <li key={option}>
                <Link
                  href={`?language=${option}`}
                  tone="none"
                  aria-current={current ? "page" : undefined}
                  className={[
                    "flex h-full flex-col gap-1 rounded-card border bg-surface p-3 hover:border-brand",
                    current ? "border-brand ring-2 ring-brand" : "border-line",
                  ].join(" ")}
                >
                  <span className="flex items-center gap-2 font-medium">
                    {intl.formatMessage({ id: `studio.languages.${option}` })}
                    <StateBadge state={state.state}>{intl.formatMessage({ id: `studio.states.${state.state}` })}</StateBadge>
                  </span>
                  <span className="text-xs text-ink-muted">
                    {state.latest
                      ? intl.formatMessage({ id: "studio.item.savedAt" }, { time: formatMoment(state.latest.createdAt, locale) })
                      : intl.formatMessage({ id: "studio.item.neverSaved" })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Section title={intl.formatMessage({ id: "studio.item.texts" }, { language: languageName })}>
        <TextsForm
          type={type}
          slug={slug}
          language={language}
          lang={langOf[language]}
          basedOn={part.latest?.id ?? null}
          fields={textFieldsOf(english, texts).map((field) => ({ ...field, label: fieldLabel(intl, field.name) }))}
          texts={{
            source: intl.formatMessage({ id: "studio.item.source" }),
            empty: intl.formatMessage({ id: "studio.item.empty" }),
            save: intl.formatMessage({ id: "studio.item.save" }),
            saving: intl.formatMessage({ id: "studio.item.saving" }),
          }}
        />
        {kept.length > 0 ? (
          <div className="flex flex-col gap-2">
            <Heading asChild size="subsection">
              <h3>{intl.formatMessage({ id: "studio.item.kept" })}</h3>
            </Heading>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
              {kept.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-medium">{fieldLabel(intl, name)}</dt>
                  <dd lang={langOf[language]} className="break-words whitespace-pre-wrap text-ink-muted">
                    {JSON.stringify(value, null, 1)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <PublishForm
          type={type}
          slug={slug}
          language={language}
          texts={{
            publish: intl.formatMessage({ id: "studio.item.publish" }, { language: languageName }),
            publishing: intl.formatMessage({ id: "studio.item.publishing" }),
            hint: intl.formatMessage({ id: "studio.item.publishHint" }),
          }}
        />
      </Section>
      <Section title={intl.formatMessage({ id: "studio.item.shared" })}>
        <Text size="sm" tone="muted">
          {intl.formatMessage({ id: "studio.item.sharedIntro" })}
        </Text>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {Object.entries(shared).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-medium">{name}</dt>
              <dd className="break-words whitespace-pre-wrap text-ink-muted">{shownValue(name, value, locale, intl)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
