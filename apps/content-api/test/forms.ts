import { apiPaths } from "@repo/api-client/contract";

/**
 * When the forms of these bodies were shown, as every form says (`formStartedAt`):
 * a minute before the tests loaded, well past any minimum fill time.
 */
export const formShownAt = Date.now() - 60_000;

/** A valid body of each public insert, as the fixture content accepts it and a person's form sends it. */
export const validBodies = {
  comment: {
    blogId: "size-a-home-battery",
    name: "Ada Obi",
    email: "ada@example.org",
    content: "How long does the battery last?",
    formStartedAt: formShownAt,
  },
  registration: {
    webinarCode: "sizing-storage-2030",
    firstName: "Ama",
    lastName: "Mensah",
    email: "ama@example.com",
    organization: "Sunrise Installers",
    relationship: "installer",
    country: "NG",
    formStartedAt: formShownAt,
  },
  message: {
    name: "Thiri",
    phone: "+95 9 123 456",
    email: "thiri@example.com",
    product: "PowerCube 5",
    company: "Golden Delta",
    address: "Yangon",
    country: "Myanmar",
    message: "Please send a quote.",
    formStartedAt: formShownAt,
  },
} as const;

export type FormName = keyof typeof validBodies;

let messagesSent = 0;
/**
 * The contact form's valid body with a text no other post of the run has: the API stores a message
 * sent again by the same address within minutes once (`REPEAT_WINDOW_SECONDS`).
 */
export function freshMessage(): Omit<typeof validBodies.message, "message"> & { message: string } {
  messagesSent += 1;
  return { ...validBodies.message, message: `Please send a quote (${process.pid}-${messagesSent}).` };
}

export const insertPaths: Record<FormName, string> = {
  comment: `/api/${apiPaths.insertBlogComment}`,
  registration: `/api/${apiPaths.insertRegisterDataByWebinarCode}`,
  message: `/api/${apiPaths.insertOnlineMessage}`,
};

/**
 * The free-text fields of each form, stored as sent (after trimming); the
 * others are codes checked against lists (blog, webinar, relationship, country).
 */
export const textFields: Record<FormName, string[]> = {
  comment: ["name", "email", "content"],
  registration: ["firstName", "lastName", "email", "organization"],
  message: ["name", "phone", "email", "product", "company", "address", "country", "message"],
};

/** `fetch` init of a JSON post. */
export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** What `@hono/node-server` passes as `c.env` for a request whose socket peer is `address`. */
export function fromPeer(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}
