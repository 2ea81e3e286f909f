import type { FieldRules } from "./submit";

/** The contact page's online message (SPEC §3), in the order shown. */
export const onlineMessageRules = {
  name: { required: "forms.validation.name" },
  phone: { required: "forms.validation.phone", format: "forms.validation.phoneFormat" },
  email: { required: "forms.validation.email", format: "forms.validation.emailFormat" },
  product: { required: "forms.validation.product", choice: true },
  company: { required: "forms.validation.company" },
  address: { required: "forms.validation.address" },
  country: { required: "forms.validation.country" },
  message: { required: "forms.validation.message" },
} as const satisfies FieldRules;

/** The webinar registration (SPEC §3), in the order shown. */
export const webinarRegistrationRules = {
  firstName: { required: "forms.validation.firstName" },
  lastName: { required: "forms.validation.lastName" },
  email: { required: "forms.validation.emailAddress", format: "forms.validation.emailFormat" },
  organization: { required: "forms.validation.organization" },
  relationship: { required: "forms.validation.relationship", choice: true },
  country: { required: "forms.validation.countryRegion", choice: true },
} as const satisfies FieldRules;

/** A blog comment: name, e-mail (never published) and the comment itself. */
export const blogCommentRules = {
  name: { required: "forms.validation.name" },
  email: { required: "forms.validation.email", format: "forms.validation.emailFormat" },
  content: { required: "forms.validation.message" },
} as const satisfies FieldRules;
