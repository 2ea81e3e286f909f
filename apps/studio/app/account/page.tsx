import type { Metadata } from "next";
import { Heading } from "@repo/ui/heading";
import { SubmitButton } from "@repo/ui/form";
import { Text } from "@repo/ui/text";
import { signOutNow } from "../../src/actions";
import { requirePerson } from "../../src/api";
import { PasswordForm } from "../../src/components/password-form";
import { Problem } from "../../src/components/problem";
import { Section } from "../../src/components/section";
import { getTexts } from "../../src/intl";
import { titled } from "../../src/metadata";
import { pageData } from "../../src/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { intl } = await getTexts();
  return titled(intl.formatMessage({ id: "studio.account.title" }));
}

export default async function AccountPage() {
  const { intl } = await getTexts();
  const person = await pageData(requirePerson);
  const title = (
    <Heading asChild size="title">
      <h1>{intl.formatMessage({ id: "studio.account.title" })}</h1>
    </Heading>
  );
  if (!person.ok) return <>{title}<Problem>{person.message}</Problem></>;
  const { name, email, grants } = person.data;
  const everyEdition = intl.formatMessage({ id: "studio.everyEdition" });
  const everyLanguage = intl.formatMessage({ id: "studio.everyLanguage" });
  return (
    <>
      {title}
      <Text>{intl.formatMessage({ id: "studio.account.who" }, { name, email })}</Text>
      <Section title={intl.formatMessage({ id: "studio.account.roles" })}>
        <Text size="sm" tone="muted">
          {intl.formatMessage({ id: "studio.account.rolesIntro" })}
        </Text>
        <ul className="flex flex-col gap-3">
          {grants.map((grant, index) => (
            <li key={index} className="rounded-control border border-line p-3">
              <p className="font-medium">{intl.formatMessage({ id: `studio.roles.${grant.role}` })}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-ink-muted">{intl.formatMessage({ id: "studio.account.editions" })}</dt>
                <dd>{grant.editions?.join(", ") ?? everyEdition}</dd>
                <dt className="text-ink-muted">{intl.formatMessage({ id: "studio.account.languages" })}</dt>
                <dd>
                  {grant.languages
                    ?.map((language) => intl.formatMessage({ id: `studio.languages.${language}` }))
                    .join(", ") ?? everyLanguage}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={intl.formatMessage({ id: "studio.password.title" })}>
        <PasswordForm
          email={email}
          texts={{
            label: intl.formatMessage({ id: "studio.password.label" }),
            hint: intl.formatMessage({ id: "studio.password.hint" }),
            submit: intl.formatMessage({ id: "studio.password.submit" }),
            pending: intl.formatMessage({ id: "studio.password.pending" }),
          }}
        />
      </Section>
      <Section title={intl.formatMessage({ id: "studio.signOut.title" })}>
        <Text size="sm" tone="muted">
          {intl.formatMessage({ id: "studio.signOut.intro" })}
        </Text>
        <form action={signOutNow}>
          <SubmitButton pendingLabel={intl.formatMessage({ id: "studio.signOut.pending" })}>
            {intl.formatMessage({ id: "studio.signOut.submit" })}
          </SubmitButton>
        </form>
      </Section>
    </>
  );
}
