import type { Metadata } from "next";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { contentTypes, requirePerson } from "../src/api";
import { Problem } from "../src/components/problem";
import { getTexts } from "../src/intl";
import { typeName } from "../src/labels";
import { titled } from "../src/metadata";
import { pageData } from "../src/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { intl } = await getTexts();
  return titled(intl.formatMessage({ id: "studio.home.title" }));
}

/**
 * The content types, each a link to its items. No counts: the API lists a type's items with every
 * part's state, a whole list per type, which is too much to ask for on the way in.
 */
export default async function HomePage() {
  const { intl } = await getTexts();
  const types = await pageData(async () => {
    await requirePerson();
    return contentTypes();
  });
  return (
    <>
      <Heading asChild size="title">
        <h1>{intl.formatMessage({ id: "studio.home.title" })}</h1>
      </Heading>
      <Text tone="muted">{intl.formatMessage({ id: "studio.home.intro" })}</Text>
      {types.ok ? (
        <ul className="grid gap-3 sm:grid-cols-2 desk:grid-cols-3">
          {types.data.map((type) => (
            <li key={type}>
              <Link
                href={`/items/${encodeURIComponent(type)}`}
                tone="none"
                className="flex min-h-14 items-center rounded-card border border-line bg-surface px-4 py-3 font-medium text-brand-emphasis shadow-card hover:border-brand hover:underline"
              >
                {typeName(intl, type)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Problem>{types.message}</Problem>
      )}
    </>
  );
}
