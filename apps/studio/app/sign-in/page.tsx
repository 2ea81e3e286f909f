import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Heading } from "@repo/ui/heading";
import { Text } from "@repo/ui/text";
import { me } from "../../src/api";
import { SignInForm } from "../../src/components/sign-in-form";
import { getTexts } from "../../src/intl";
import { titled } from "../../src/metadata";
import { safeReturnPath } from "../../src/paths";

export async function generateMetadata(): Promise<Metadata> {
  const { intl } = await getTexts();
  return titled(intl.formatMessage({ id: "studio.signIn.title" }));
}

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  const { next, error } = await searchParams;
  const back = safeReturnPath(next);
  // Someone signed in already has nothing to do here.
  if (await me().catch(() => null)) redirect(back);
  const { intl } = await getTexts();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-card border border-line bg-surface p-6 shadow-card">
      <Heading asChild size="title">
        <h1>{intl.formatMessage({ id: "studio.signIn.title" })}</h1>
      </Heading>
      <Text tone="muted">{intl.formatMessage({ id: "studio.signIn.intro" })}</Text>
      <SignInForm
        next={back}
        notice={error ? intl.formatMessage({ id: "studio.signIn.linkFailed" }) : undefined}
        texts={{
          email: intl.formatMessage({ id: "studio.signIn.email" }),
          password: intl.formatMessage({ id: "studio.signIn.password" }),
          submit: intl.formatMessage({ id: "studio.signIn.submit" }),
          pending: intl.formatMessage({ id: "studio.signIn.pending" }),
        }}
      />
    </div>
  );
}
