import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { getWebinarListResponseSchema } from "@repo/api-client/contract";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { FILL_TIME_MS, field, quietBlog, submit, unique } from "../support/forms";
import { parse } from "csv-parse/sync";
import { ADMIN_TOKEN, API_URL, editions, offers } from "../editions";

/** A development server compiles a route or an action on first use: answers may take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

async function firstWebinar(status: "upcoming" | "past"): Promise<string> {
  const res = await fetch(`${API_URL}/api/support/getWebinarList?status=${status}&pageSize=1`);
  const id = getWebinarListResponseSchema.parse(await res.json()).data?.list[0]?.id;
  if (!id) throw new Error(`the demo content has no ${status} webinar`);
  return id;
}

/** Every stored submission of a kind, from the CSV export a regional team downloads. */
async function exported(kind: "messages" | "registrations"): Promise<Record<string, string>[]> {
  const res = await fetch(`${API_URL}/admin/submissions/${kind}.csv`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status, `the ${kind} export`).toBe(200);
  return parse<Record<string, string>>(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each field's message, as the field's description: what a screen reader reads with it. */
async function expectFieldMessages(form: Locator, messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    const control = field(form, label);
    await expect(control, label).toHaveAttribute("aria-invalid", "true");
    // A field with a hint is described by the hint, then the message.
    await expect(control, label).toHaveAccessibleDescription(new RegExp(`(^|\\. )${escapeRegExp(message)}$`));
  }
}

/** Marks the loaded document, so a test can tell an answer in place from a new page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-forms-e2e", "same-document"));
}
const sameDocument = (page: Page) => page.locator('html[data-forms-e2e="same-document"]');

const webinarMessages = {
  "First Name": "Please input First Name",
  "Last Name": "Please input Last Name",
  "Email Address": "Please input Email Address",
  Organization: "Please input Organization",
  "Your Relationship with the company": "Please select Your Relationship with the company",
  "Your Country/Region": "Please input Your Country/Region",
};

const messageMessages = {
  Name: "Please input Name",
  Phone: "Please input Phone",
  Email: "Please input Email",
  Product: "Please input Product",
  Company: "Please input Company",
  Address: "Please input Address",
  Country: "Please input Country",
  Message: "Please input Message",
};

const commentMessages = { Name: "Please input Name", Email: "Please input Email", Comment: "Please input Message" };

const HOST = "127.0.0.1";

/**
 * The visitor reloads the answer to a form, or taps "Send" again on a slow link before the page's
 * scripts run: the browser sends the same post again.
 */
async function postAgain(page: Page, text: string) {
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.reload();
  expect((await posted).postData()).toContain(text);
}

for (const [index, edition] of editions.entries()) {
  test.describe(`${edition.id} edition forms`, () => {
    test.use({ baseURL: `http://${HOST}:${edition.port}` });

    if (index > 0) {
      // The forms are the same in every edition; the others only show they are wired.
      test("the contact page's form answers an empty submit", async ({ page }) => {
        await page.goto("/about/contact");
        const form = page.getByRole("form", { name: "Send us a message" });
        await submit(page, form, "Send message");
        await expectFieldMessages(form, { Name: "Please input Name", Message: "Please input Message" });
      });
      return;
    }

    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
        test.use({ javaScriptEnabled });

        test("webinar registration: every required message, values kept, then 'Submitted successfully', stored once", async ({
          page,
        }) => {
          const webinar = await firstWebinar("upcoming");
          await page.goto(`/support/webinar/${webinar}`);
          const form = page.getByRole("form", { name: "Register for this webinar" });
          await expect(form.getByRole("button", { name: "Register" })).toHaveAccessibleDescription(
            "By submitting this form, you agree that the information you provide will be shared with the webinar organizer.",
          );

          await submit(page, form, "Register");
          await expect(form.getByRole("status")).toHaveText("6 fields need your attention");
          await expectFieldMessages(form, webinarMessages);
          await expect(field(form, "First Name")).toBeFocused();
          if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);

          const email = `${unique("reg").replace(/\W+/g, ".")}@example.com`;
          await field(form, "First Name").fill("Ada");
          await field(form, "Last Name").fill("Lovelace");
          await field(form, "Email Address").fill("ada(at)example");
          await submit(page, form, "Register");
          await expectFieldMessages(form, {
            "Email Address": "Please enter an email address such as name@example.com",
            Organization: "Please input Organization",
          });
          await expect(field(form, "Email Address")).toBeFocused();
          await expect(field(form, "First Name")).toHaveValue("Ada");
          await expect(field(form, "Last Name")).toHaveValue("Lovelace");
          await expect(field(form, "Email Address")).toHaveValue("ada(at)example");

          await field(form, "Email Address").fill(email);
          await field(form, "Organization").fill("Analytical Engines Ltd");
          await field(form, "Your Relationship with the company").selectOption({ label: "Installer" });
          await field(form, "Your Country/Region").selectOption("MM");
          await page.waitForTimeout(FILL_TIME_MS);
          await submit(page, form, "Register");
          await expect(form.getByRole("status")).toHaveText("Submitted successfully");
          await expect(field(form, "First Name")).toHaveValue("");

          // Read back: the API keeps one registration per webinar and e-mail. The same address
          // registering again (in another case) is answered as any registration is, so the form
          // tells no one whether an address registered before.
          await page.reload();
          await field(form, "First Name").fill("Ada");
          await field(form, "Last Name").fill("Lovelace");
          await field(form, "Email Address").fill(email.toUpperCase());
          await field(form, "Organization").fill("Analytical Engines Ltd");
          await field(form, "Your Relationship with the company").selectOption({ label: "Installer" });
          await field(form, "Your Country/Region").selectOption("MM");
          await page.waitForTimeout(FILL_TIME_MS);
          await submit(page, form, "Register");
          await expect(form.getByRole("status")).toHaveText("Submitted successfully");
          // One row, from the export a regional team downloads, however often the address registered.
          expect(
            (await exported("registrations")).filter((row) => row.email?.toLowerCase() === email.toLowerCase()),
          ).toEqual([
            expect.objectContaining({
              webinar,
              first_name: "Ada",
              last_name: "Lovelace",
              organization: "Analytical Engines Ltd",
              relationship: "installer",
              country: "MM",
              language: "english",
            }),
          ]);
        });

        test("online message: every required message, values kept, then 'Submitted successfully'", async ({ page }) => {
          await page.goto("/about/contact");
          if (javaScriptEnabled) await markDocument(page);
          const form = page.getByRole("form", { name: "Send us a message" });
          await submit(page, form, "Send message");
          await expect(form.getByRole("status")).toHaveText("8 fields need your attention");
          await expectFieldMessages(form, messageMessages);
          await expect(field(form, "Name")).toBeFocused();

          const text = unique("Please quote a Helios 10-3P with two HomeStack modules.");
          await field(form, "Name").fill("Thandiwe Okafor");
          await field(form, "Phone").fill("call me maybe");
          await field(form, "Email").fill("thandiwe@example.com");
          await field(form, "Message").fill(text);
          await submit(page, form, "Send message");
          await expectFieldMessages(form, {
            Phone: "Please enter a phone number using digits, spaces and + ( ) - .",
            Product: "Please input Product",
          });
          await expect(field(form, "Phone")).toBeFocused();
          await expect(field(form, "Message")).toHaveValue(text);
          await expect(field(form, "Name")).toHaveValue("Thandiwe Okafor");

          await field(form, "Phone").fill("+234 803 555 0100");
          await field(form, "Product").selectOption({ index: 1 });
          await field(form, "Company").fill("Okafor Solar");
          await field(form, "Address").fill("12 Marina Road, Lagos");
          await field(form, "Country").fill("Nigeria");
          await page.waitForTimeout(FILL_TIME_MS);
          await submit(page, form, "Send message");
          await expect(form.getByRole("status")).toHaveText("Submitted successfully");
          await expect(field(form, "Message")).toHaveValue("");
          // With JavaScript every answer came in place, through the action; without, each was a new page.
          await expect(sameDocument(page)).toHaveCount(javaScriptEnabled ? 1 : 0);
          if (!javaScriptEnabled) {
            await postAgain(page, text);
            await expect(form.getByRole("status")).toHaveText("Submitted successfully");
          }
          expect((await exported("messages")).filter((row) => row.message === text)).toEqual([
            expect.objectContaining({
              name: "Thandiwe Okafor",
              // A spreadsheet would run a cell starting with "+" as a formula: the export marks it as text.
              phone: "'+234 803 555 0100",
              email: "thandiwe@example.com",
              company: "Okafor Solar",
              address: "12 Marina Road, Lagos",
              country: "Nigeria",
              language: "english",
            }),
          ]);
        });

        test("blog comment: every required message, then the comment is listed under the post", async ({ page }) => {
          const blog = await quietBlog();
          await page.goto(`/about/blogs/${blog}`);
          if (javaScriptEnabled) await markDocument(page);
          const form = page.getByRole("form", { name: "Leave a comment" });
          await expect(field(form, "Email")).toHaveAccessibleDescription(
            "Your e-mail address is never shown publicly.",
          );
          await submit(page, form, "Post comment");
          await expect(form.getByRole("status")).toHaveText("3 fields need your attention");
          await expectFieldMessages(form, commentMessages);
          await expect(field(form, "Name")).toBeFocused();

          const name = unique("Grace");
          // Angle brackets and a percent sign stay text: the comment shows as typed, never as markup.
          const comment = unique("Sized mine with your table <b>in 10 minutes</b>, 100% right.");
          await field(form, "Name").fill(name);
          await field(form, "Email").fill("grace@example.com");
          await field(form, "Comment").fill(comment);
          await page.waitForTimeout(FILL_TIME_MS);
          await submit(page, form, "Post comment");
          await expect(form.getByRole("status")).toContainText("Submitted successfully");
          const listed = page.getByRole("article").filter({ hasText: name });
          await expect(listed).toContainText(comment);
          await expect(listed.locator("b")).toHaveCount(0);
          await expect(page.getByText("grace@example.com")).toHaveCount(0);
          await expect(sameDocument(page)).toHaveCount(javaScriptEnabled ? 1 : 0);
          if (!javaScriptEnabled) {
            await postAgain(page, comment);
            await expect(form.getByRole("status")).toContainText("Submitted successfully");
            await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
          }
        });
      });
    }

    test("a webinar that has ended says registration is closed, without a form", async ({ page }) => {
      await page.goto(`/support/webinar/${await firstWebinar("past")}`);
      await expect(page.getByText("Registration for this webinar has closed.")).toBeVisible();
      await expect(page.getByRole("form", { name: "Register for this webinar" })).toHaveCount(0);
    });

    test("messages are translated: spanish and burmese", async ({ page }) => {
      test.skip(!offers(edition, "spanish") && !offers(edition, "burmese"), "it offers english only");
      if (offers(edition, "spanish")) {
        await page.goto("/spanish/about/contact");
        const spanish = page.getByRole("form", { name: "Envíenos un mensaje" });
        await submit(page, spanish, "Enviar mensaje");
        await expectFieldMessages(spanish, {
          "Nombre y apellidos": "Introduzca su nombre y apellidos",
          Teléfono: "Introduzca su teléfono",
        });
      }

      if (offers(edition, "burmese")) {
        await page.goto(`/burmese/support/webinar/${await firstWebinar("upcoming")}`);
        const burmese = page.getByRole("form", { name: "ဤဝက်ဘီနာအတွက် စာရင်းသွင်းပါ" });
        await submit(page, burmese, "စာရင်းသွင်းရန်");
        await expectFieldMessages(burmese, {
          ပထမအမည်: "ပထမအမည်ကို ဖြည့်ပါ",
          "ကုမ္ပဏီနှင့် သင်၏ ဆက်နွယ်မှု": "ကုမ္ပဏီနှင့် သင်၏ ဆက်နွယ်မှုကို ရွေးချယ်ပါ",
        });
      }
      await expectNoSeriousA11yViolations(page);
    });

    test("a form sent as the connection drops keeps the page and what was typed, says so, and sends once back online", async ({
      page,
      context,
    }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      await page.goto("/spanish/about/contact");
      const form = page.getByRole("form", { name: "Envíenos un mensaje" });
      const text = unique("Sin conexión en Yangón, ¿me llaman?");
      await field(form, "Nombre y apellidos").fill("Thiri");
      await field(form, "Teléfono").fill("+95 9 123 456");
      await field(form, "Correo electrónico").fill("thiri@example.com");
      await field(form, "Mensaje").fill(text);
      await field(form, "Producto").selectOption({ index: 1 });
      await field(form, "Empresa").fill("Golden Delta");
      await field(form, "Dirección").fill("Yangón");
      await field(form, "País").fill("Myanmar");
      await page.waitForTimeout(FILL_TIME_MS);

      await context.setOffline(true);
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(form.getByRole("status")).toContainText(
        "Se perdió la conexión antes de confirmar el envío del formulario.",
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(field(form, "Mensaje")).toHaveValue(text);
      await expect(field(form, "Producto")).not.toHaveValue("");

      await context.setOffline(false);
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(form.getByRole("status")).toHaveText("Enviado correctamente");
      expect((await exported("messages")).filter((row) => row.message === text)).toHaveLength(1);
    });

    test("the anti-spam fields are out of sight and out of reach", async ({ page }) => {
      await page.goto(`/about/blogs/${await quietBlog()}`);
      const form = page.getByRole("form", { name: "Leave a comment" });
      const honeypot = form.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      await expect(honeypot).not.toBeInViewport();
      await expect(form.getByRole("textbox")).toHaveCount(3);
      const startedAt = Number(await form.locator('input[name="formStartedAt"]').inputValue());
      expect(startedAt).toBeGreaterThan(Date.UTC(2020, 0, 1));
    });
  });
}
