import { BLOG_COMMENT_LIMITS } from "@repo/api-client/contract";
import type { MessageId } from "@repo/locales/messages";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { postBlogCommentAction } from "./actions";
import { FormSection } from "./form-section";
import { SubmissionForm, type FieldView } from "./submission-form";

/**
 * A comment on a blog post: name, e-mail (never shown publicly) and the
 * comment, under a heading one level below the screen's comments section.
 */
export function BlogCommentForm({ locale, blogId }: { locale: SiteLocale; blogId: string }) {
  const intl = getIntl(locale.intl);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const fields: FieldView[] = [
    {
      name: "name",
      kind: "text",
      label: t("forms.labels.name"),
      autoComplete: "name",
      maxLength: BLOG_COMMENT_LIMITS.name,
    },
    {
      name: "email",
      kind: "email",
      label: t("forms.labels.email"),
      hint: t("blogs.form.emailHint"),
      autoComplete: "email",
      maxLength: BLOG_COMMENT_LIMITS.email,
    },
    { name: "content", kind: "textarea", label: t("blogs.form.comment"), maxLength: BLOG_COMMENT_LIMITS.content },
  ];
  return (
    <FormSection id="blog-comment" level="h3" title={t("blogs.form.title")}>
      <SubmissionForm
        action={postBlogCommentAction.bind(null, locale.code, blogId)}
        fields={fields}
        texts={{
          submit: t("blogs.comments.submit"),
          submitting: t("forms.submitting"),
          honeypot: t("forms.honeypot"),
          offline: t("forms.offline"),
        }}
        renderedAt={Date.now()}
        label={t("blogs.form.title")}
      />
    </FormSection>
  );
}
