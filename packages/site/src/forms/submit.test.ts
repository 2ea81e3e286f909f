import { describe, expect, it, vi } from "vitest";
import {
  insertBlogCommentBodySchema,
  insertOnlineMessageBodySchema,
  insertRegisterDataByWebinarCodeBodySchema,
} from "@repo/api-client/contract";
import { ApiError } from "@repo/api-client/errors";

vi.mock("server-only", () => ({}));
const { getIntl } = await import("../intl");
const { initialFormState } = await import("./form-state");
const { blogCommentRules, onlineMessageRules, webinarRegistrationRules } = await import("./rules");
const { submitForm } = await import("./submit");

function post(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const comment = { name: "Ada", email: "ada@example.com", content: "Sized with the table: 9.6 kWh." };

function submitComment(fields: Record<string, string>, send = vi.fn(), intl = getIntl("en")) {
  return submitForm({
    intl,
    formData: post(fields),
    previous: initialFormState,
    rules: blogCommentRules,
    schema: insertBlogCommentBodySchema,
    context: { blogId: "how-to-size-a-home-battery" },
    send,
  });
}

describe("submitForm: validation with the contract's schema", () => {
  it("names every blank field with its SPEC §5 message and keeps what was typed", async () => {
    const send = vi.fn();
    const state = await submitComment({ name: "  ", email: "", content: "" }, send);
    expect(send).not.toHaveBeenCalled();
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({
      name: "Please input Name",
      email: "Please input Email",
      content: "Please input Message",
    });
    expect(state.message).toBe("3 fields need your attention");
    expect(state.values).toEqual({ name: "  ", email: "", content: "" });
    expect(state.submission).toBe(1);
  });

  it("speaks the visitor's language", async () => {
    const spanish = await submitComment({ name: "", email: "", content: "" }, vi.fn(), getIntl("es"));
    expect(spanish.errors.name).toBe("Introduzca su nombre y apellidos");
    const burmese = await submitComment({ name: "", email: "", content: "" }, vi.fn(), getIntl("my"));
    expect(burmese.errors.name).toBe("အမည်ကို ဖြည့်ပါ");
    expect(burmese.message).toMatch(/[\u1000-\u109F]/);
  });

  it("tells a malformed e-mail and a value over the limit apart from a blank one", async () => {
    const state = await submitComment({ name: "x".repeat(81), email: "ada(at)example", content: "fine" });
    expect(state.errors).toEqual({
      name: "Please keep this under 80 characters",
      email: "Please enter an email address such as name@example.com",
    });
  });

  it("lists the problems in the order the fields are shown", async () => {
    const state = await submitForm({
      intl: getIntl("en"),
      formData: post({ country: "", relationship: "", firstName: "" }),
      previous: initialFormState,
      rules: webinarRegistrationRules,
      schema: insertRegisterDataByWebinarCodeBodySchema,
      context: { webinarCode: "off-grid-design-myanmar" },
      send: vi.fn(),
    });
    expect(Object.entries(state.errors)).toEqual([
      ["firstName", "Please input First Name"],
      ["lastName", "Please input Last Name"],
      ["email", "Please input Email Address"],
      ["organization", "Please input Organization"],
      ["relationship", "Please select Your Relationship with the company"],
      ["country", "Please input Your Country/Region"],
    ]);
  });

  it("checks the phone number's characters", async () => {
    const state = await submitForm({
      intl: getIntl("en"),
      formData: post({
        name: "Ada",
        phone: "call me",
        email: "ada@example.com",
        product: "Helios",
        company: "A",
        address: "B",
        country: "C",
        message: "D",
      }),
      previous: initialFormState,
      rules: onlineMessageRules,
      schema: insertOnlineMessageBodySchema,
      context: {},
      send: vi.fn(),
    });
    expect(state.errors).toEqual({ phone: "Please enter a phone number using digits, spaces and + ( ) - ." });
  });

  it("refuses a post whose hidden fields were tampered with, without calling the API", async () => {
    const send = vi.fn();
    const state = await submitForm({
      intl: getIntl("en"),
      formData: post({ ...comment, formStartedAt: "yesterday" }),
      previous: initialFormState,
      rules: blogCommentRules,
      schema: insertBlogCommentBodySchema,
      context: { blogId: "../etc/passwd" },
      send,
    });
    expect(send).not.toHaveBeenCalled();
    expect(state.status).toBe("failed");
    expect(state.message).toBe("Your form was not accepted. Please check what you entered and try again.");
    expect(state.values).toEqual(comment);
  });
});

describe("submitForm: sending", () => {
  it("sends the validated body with the anti-spam signals and says 'Submitted successfully'", async () => {
    const send = vi.fn().mockResolvedValue({ id: 7, awaitingApproval: true });
    const after = vi.fn();
    const state = await submitForm({
      intl: getIntl("en"),
      formData: post({ ...comment, name: "  Ada  ", website: "", formStartedAt: "1795330000000" }),
      previous: { ...initialFormState, submission: 4 },
      rules: blogCommentRules,
      schema: insertBlogCommentBodySchema,
      context: { blogId: "how-to-size-a-home-battery" },
      send,
      detail: (result: { awaitingApproval: boolean }) => (result.awaitingApproval ? "held" : null),
      after,
    });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        ...comment,
        name: "Ada",
        blogId: "how-to-size-a-home-battery",
        formStartedAt: 1795330000000,
      }),
    );
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty("website");
    expect(after).toHaveBeenCalledWith({ id: 7, awaitingApproval: true });
    expect(state).toEqual({
      status: "success",
      values: {},
      errors: {},
      message: "Submitted successfully",
      detail: "held",
      submission: 5,
    });
  });

  it("passes a filled honeypot on to the API, which decides what a bot gets", async () => {
    const send = vi.fn().mockResolvedValue({});
    await submitComment({ ...comment, website: "http://spam.example" }, send);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ website: "http://spam.example" });
  });

  it("shows the API's refusal on the fields it names, in the visitor's language", async () => {
    const send = vi.fn().mockRejectedValue(
      new ApiError(400, "Invalid relationship", "support/insertRegisterDataByWebinarCode", {
        fields: { relationship: "Please select Your Relationship with the company", unknown: "x" },
      }),
    );
    const values = {
      firstName: "Ada",
      lastName: "L",
      email: "ada@example.com",
      organization: "O",
      relationship: "ghost",
      country: "MM",
    };
    const state = await submitForm({
      intl: getIntl("es"),
      formData: post(values),
      previous: initialFormState,
      rules: webinarRegistrationRules,
      schema: insertRegisterDataByWebinarCodeBodySchema,
      context: { webinarCode: "off-grid-design-myanmar" },
      send,
    });
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({ relationship: "Seleccione su relación con la empresa" });
    expect(state.values).toEqual(values);
  });

  it("says what a refusal without field problems means for the form", async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(400, "Registration for this webinar has closed", "x"));
    const state = await submitForm({
      intl: getIntl("en"),
      formData: post({
        firstName: "Ada",
        lastName: "L",
        email: "ada@example.com",
        organization: "O",
        relationship: "installer",
        country: "mm",
      }),
      previous: initialFormState,
      rules: webinarRegistrationRules,
      schema: insertRegisterDataByWebinarCodeBodySchema,
      context: { webinarCode: "off-grid-design-myanmar" },
      send,
      refused: "webinars.registration.closed",
    });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ country: "MM" });
    expect(state).toMatchObject({ status: "failed", message: "Registration for this webinar has closed." });
  });

  it("keeps everything typed when the API is down or limits the visitor", async () => {
    const down = await submitComment(comment, vi.fn().mockRejectedValue(new ApiError(503, "unreachable", "x")));
    expect(down).toMatchObject({
      status: "failed",
      values: comment,
      errors: {},
      message: "Your form could not be sent. Please try again in a moment.",
      detail: "What you entered is still in the form.",
    });
    const limited = await submitComment(comment, vi.fn().mockRejectedValue(new ApiError(429, "Too many", "x")));
    expect(limited).toMatchObject({ status: "failed", values: comment });
    expect(limited.message).toMatch(/^Too many submissions/);
  });

  it("lets a bug surface instead of dressing it as a refusal", async () => {
    await expect(submitComment(comment, vi.fn().mockRejectedValue(new TypeError("bug")))).rejects.toThrow("bug");
  });
});
