import { FORM_LIMITS } from "@repo/api-client/contract";
import { getProductCategories } from "@repo/api-client/products";
import { cached, serverFetcher } from "../api";
import type { MessageId } from "@repo/locales/messages";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { sendOnlineMessageAction } from "./actions";
import { FormSection } from "./form-section";
import { SubmissionForm, type FieldView } from "./submission-form";

/**
 * The contact page's online message (SPEC §3): name, phone, e-mail, the
 * product it is about (from the product list, by category), company,
 * address, country and the message.
 */
export async function OnlineMessageForm({ locale }: { locale: SiteLocale }) {
  const intl = getIntl(locale.intl);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const categories = await getProductCategories(serverFetcher(locale.code), {}, cached("products"));
  const fields: FieldView[] = [
    { name: "name", kind: "text", label: t("forms.labels.name"), autoComplete: "name", maxLength: FORM_LIMITS.name },
    { name: "phone", kind: "tel", label: t("forms.labels.phone"), autoComplete: "tel", maxLength: FORM_LIMITS.phone },
    {
      name: "email",
      kind: "email",
      label: t("forms.labels.email"),
      autoComplete: "email",
      maxLength: FORM_LIMITS.email,
    },
    {
      name: "product",
      kind: "select",
      label: t("forms.labels.product"),
      placeholder: t("forms.select"),
      // The message stores the product's name as the visitor read it.
      groups: categories
        .filter((category) => category.products.length > 0)
        .map((category) => ({
          label: category.name,
          options: category.products.map((product) => ({ value: product.name, label: product.name })),
        })),
    },
    {
      name: "company",
      kind: "text",
      label: t("forms.labels.company"),
      autoComplete: "organization",
      maxLength: FORM_LIMITS.short,
    },
    {
      name: "country",
      kind: "text",
      label: t("forms.labels.country"),
      autoComplete: "country-name",
      maxLength: FORM_LIMITS.short,
    },
    {
      name: "address",
      kind: "text",
      label: t("forms.labels.address"),
      // One line: `street-address` is for a multi-line field (a textarea), so browsers fill the first line here.
      autoComplete: "address-line1",
      maxLength: FORM_LIMITS.address,
      wide: true,
    },
    { name: "message", kind: "textarea", label: t("forms.labels.message"), maxLength: FORM_LIMITS.message },
  ];
  return (
    <FormSection id="online-message" level="h2" title={t("contact.form.title")} intro={t("contact.form.intro")}>
      <SubmissionForm
        action={sendOnlineMessageAction.bind(null, locale.code)}
        fields={fields}
        texts={{
          submit: t("contact.form.submit"),
          submitting: t("forms.submitting"),
          honeypot: t("forms.honeypot"),
          offline: t("forms.offline"),
        }}
        renderedAt={Date.now()}
        label={t("contact.form.title")}
      />
    </FormSection>
  );
}
