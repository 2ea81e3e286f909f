import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { getTexts } from "../src/intl";

export default async function NotFound() {
  const { intl } = await getTexts();
  return (
    <>
      <title>{intl.formatMessage({ id: "studio.pageTitle" }, { screen: intl.formatMessage({ id: "studio.notFound.title" }) })}</title>
      <Heading asChild size="title">
        <h1>{intl.formatMessage({ id: "studio.notFound.title" })}</h1>
      </Heading>
      <Text>{intl.formatMessage({ id: "studio.notFound.text" })}</Text>
      <Link href="/" tone="brand">
        {intl.formatMessage({ id: "studio.notFound.home" })}
      </Link>
    </>
  );
}
