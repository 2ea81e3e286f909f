import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const incoming = new Headers();
vi.mock("next/headers", () => ({ headers: async () => incoming }));
const updateTag = vi.fn();
vi.mock("next/cache", () => ({ updateTag }));

const { postBlogCommentAction, registerForWebinarAction, sendOnlineMessageAction } = await import("./actions");
const { initialFormState } = await import("./form-state");

/** The content API as the client sees it: one envelope for every call, and the requests it got. */
function stubApi(status: number, body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push(new Request(url, init));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return requests;
}

function post(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const comment = {
  name: "Ada",
  email: "ada@example.com",
  content: "Very useful.",
  formStartedAt: "1795330000000",
  website: "",
};

afterEach(() => {
  vi.unstubAllGlobals();
  updateTag.mockClear();
  for (const name of [...incoming.keys()]) incoming.delete(name);
});

describe("postBlogCommentAction", () => {
  it("posts to the API in the form's language, forwarding the visitor's address, and refreshes the comment lists", async () => {
    incoming.set("x-forwarded-for", "203.0.113.7, 10.0.0.2");
    const requests = stubApi(200, {
      code: 200,
      msg: "success",
      data: { id: 9, name: "Ada", content: "Very useful.", createdAt: 1795330000, awaitingApproval: false },
    });
    const state = await postBlogCommentAction("spanish", "how-to-size-a-home-battery", initialFormState, post(comment));
    expect(state).toMatchObject({
      status: "success",
      message: "Enviado correctamente",
      detail: "Gracias, hemos publicado su comentario.",
    });
    const [request] = requests;
    expect(request?.url).toMatch(/\/api\/about\/insertBlogComment$/);
    expect(request?.headers.get("x-forwarded-for")).toBe("203.0.113.7, 10.0.0.2");
    expect(await request?.json()).toEqual({
      blogId: "how-to-size-a-home-battery",
      name: "Ada",
      email: "ada@example.com",
      content: "Very useful.",
      formStartedAt: 1795330000000,
      languageCode: "spanish",
    });
    expect(updateTag).toHaveBeenCalledWith("comments");
  });

  it("says a held comment awaits approval and leaves the cached lists alone", async () => {
    stubApi(200, {
      code: 200,
      msg: "success",
      data: { id: 10, name: "Ada", content: "x", createdAt: 1, awaitingApproval: true },
    });
    const state = await postBlogCommentAction("english", "how-to-size-a-home-battery", initialFormState, post(comment));
    expect(state.detail).toBe("Your comment will appear once it has been approved.");
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("answers in english when a post claims a language the site does not have", async () => {
    const requests = stubApi(200, {
      code: 200,
      msg: "success",
      data: { id: 11, name: "Ada", content: "x", createdAt: 1 },
    });
    const state = await postBlogCommentAction("klingon", "how-to-size-a-home-battery", initialFormState, post(comment));
    expect(state.message).toBe("Submitted successfully");
    expect(await requests[0]?.json()).toMatchObject({ languageCode: "english" });
  });
});

describe("registerForWebinarAction", () => {
  it("answers a registration with the plain success, in the page's language", async () => {
    stubApi(200, {
      code: 200,
      msg: "success",
      data: { id: 3, webinarCode: "w", createdAt: 1 },
    });
    const state = await registerForWebinarAction(
      "burmese",
      "off-grid-design-myanmar",
      initialFormState,
      post({
        firstName: "Ada",
        lastName: "L",
        email: "ADA@example.com",
        organization: "O",
        relationship: "installer",
        country: "mm",
      }),
    );
    expect(state.status).toBe("success");
    expect(state.message).toBe("အောင်မြင်စွာ ပေးပို့ပြီးပါပြီ");
    expect(state.detail).toBeNull();
  });
});

describe("sendOnlineMessageAction", () => {
  const message = {
    name: "Ada",
    phone: "+95 1 234 567",
    email: "ada@example.com",
    product: "Helios 10-3P",
    company: "Lovelace Solar",
    address: "1 Strand Road, Yangon",
    country: "Myanmar",
    message: "Please send a quote.",
  };

  it("keeps the message when the API cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const state = await sendOnlineMessageAction("english", initialFormState, post(message));
    expect(state).toMatchObject({
      status: "failed",
      values: message,
      message: "Your form could not be sent. Please try again in a moment.",
    });
  });

  it("sends no forwarding header when the request had none", async () => {
    const requests = stubApi(200, { code: 200, msg: "success", data: { id: 1, createdAt: 1 } });
    const state = await sendOnlineMessageAction("english", initialFormState, post(message));
    expect(state.status).toBe("success");
    expect(requests[0]?.headers.has("x-forwarded-for")).toBe(false);
  });
});

describe("a post made by hand", () => {
  // What Next.js hands an action when a post replaces the arguments the page bound and the form sent.
  const claims: unknown[][] = [
    [null, null, null, null],
    [[], 5, "state", "fields"],
    [post(comment), undefined, undefined, undefined],
    [{ toString: () => "spanish" }, { id: "how-to-size-a-home-battery" }, { submission: "x" }, post({})],
  ];

  it("gets a form's answer, never an error, from every action, and sends nothing the form would not", async () => {
    const requests = stubApi(200, { code: 200, msg: "success", data: { id: 12, name: "Ada", content: "x", createdAt: 1 } });
    for (const [languageCode, id, previous, formData] of claims) {
      const states = [
        await sendOnlineMessageAction(languageCode, previous, formData),
        await registerForWebinarAction(languageCode, id, previous, formData),
        await postBlogCommentAction(languageCode, id, previous, formData),
      ];
      for (const state of states) {
        expect(state.status === "invalid" || state.status === "failed", JSON.stringify(state)).toBe(true);
        expect(state.submission).toBe(1);
        expect(state.message).toMatch(/\S/);
      }
    }
    expect(requests).toEqual([]);
  });

  it("counts on from a state that says how many times the form was sent", async () => {
    stubApi(200, { code: 200, msg: "success", data: { id: 13, name: "Ada", content: "x", createdAt: 1 } });
    const state = await postBlogCommentAction("english", "how-to-size-a-home-battery", { ...initialFormState, submission: 4 }, post(comment));
    expect(state).toMatchObject({ status: "success", submission: 5 });
  });
});
