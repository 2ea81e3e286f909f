import { FORM_LIMITS } from "@repo/api-client/contract";
import { getWebinarOptions } from "@repo/api-client/support";
import { cached, serverFetcher } from "../api";
import type { MessageId } from "@repo/locales/messages";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { registerForWebinarAction } from "./actions";
import { SubmissionForm, type FieldView } from "./submission-form";

/**
 * The registration for one webinar (SPEC §3), with the consent text of SPEC §5
 * beside the button. It sits in the webinar screen's registration section,
 * which names it and, once the webinar has ended, says registration is closed
 * in its place.
 */
export async function WebinarRegistrationForm({
  locale,
  webinarId,
  closed,
}: {
  locale: SiteLocale;
  webinarId: string;
  closed: boolean;
}) {
  const intl = getIntl(locale.intl);
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The webinar screen says registration is closed in its registration section.
  if (closed) return null;
  const options = await getWebinarOptions(serverFetcher(locale.code), cached("webinars"));
  const fields: FieldView[] = [
    {
      name: "firstName",
      kind: "text",
      label: t("forms.labels.firstName"),
      autoComplete: "given-name",
      maxLength: FORM_LIMITS.name,
    },
    {
      name: "lastName",
      kind: "text",
      label: t("forms.labels.lastName"),
      autoComplete: "family-name",
      maxLength: FORM_LIMITS.name,
    },
    {
      name: "email",
      kind: "email",
      label: t("forms.labels.emailAddress"),
      autoComplete: "email",
      maxLength: FORM_LIMITS.email,
    },
    {
      name: "organization",
      kind: "text",
      label: t("forms.labels.organization"),
      autoComplete: "organization",
      maxLength: FORM_LIMITS.short,
    },
    {
      name: "relationship",
      kind: "select",
      label: t("forms.labels.relationship"),
      placeholder: t("forms.select"),
      options: options.relationships,
    },
    {
      name: "country",
      kind: "select",
      label: t("forms.labels.countryRegion"),
      placeholder: t("forms.select"),
      autoComplete: "country",
      options: options.countries,
    },
  ];
  return (
    <SubmissionForm
      action={registerForWebinarAction.bind(null, locale.code, webinarId)}
      fields={fields}
      texts={{
        submit: t("webinars.register"),
        submitting: t("forms.submitting"),
        honeypot: t("forms.honeypot"),
        offline: t("forms.offline"),
        consent: t("webinars.consent"),
      }}
      renderedAt={Date.now()}
      label={t("webinars.registration.title")}
    />
  );
}
