import { describe, expect, it } from "vitest";
import { ApiError, conflictOf, dataOf, fieldErrorsOf, meSchema } from "./envelope";

const me = {
  id: "u1",
  email: "editor@aurevo.example",
  name: "Editor",
  grants: [{ role: "editor", editions: ["nigeria"], languages: ["spanish"] }],
  csrfToken: "token",
};

describe("the API's answers", () => {
  it("hand over the data of a 200 envelope, checked", () => {
    expect(dataOf(200, { code: 200, msg: "success", data: me }, meSchema).email).toBe("editor@aurevo.example");
  });

  it("turn an error envelope into an ApiError with the API's status and words", () => {
    const error = captured(() => dataOf(403, { code: 403, msg: "Your role does not let you publish", data: null }, meSchema));
    expect(error.status).toBe(403);
    expect(error.message).toBe("Your role does not let you publish");
  });

  it("call an answer without an envelope, or off the contract, a bad gateway", () => {
    expect(captured(() => dataOf(502, "<html>Bad gateway</html>", meSchema)).status).toBe(502);
    expect(captured(() => dataOf(200, { code: 200, msg: "success", data: { id: 1 } }, meSchema)).status).toBe(502);
  });

  it("put a refusal's per-field messages next to the form's own fields", () => {
    const refusal = new ApiError(400, "Cannot publish: translations.spanish.title: required", {
      fields: { "translations.spanish.title": "required", "translations.spanish.bodyHtml": "too long", editions: "an edition id" },
    });
    expect(fieldErrorsOf(refusal, "translations.spanish.")).toEqual({
      title: "required",
      bodyHtml: "too long",
      editions: "an edition id",
    });
    expect(fieldErrorsOf(new ApiError(400, "The body is not valid JSON"))).toEqual({});
  });

  it("keep both versions of a save someone else's save came before", () => {
    const conflict = conflictOf(
      new ApiError(409, "Someone saved this part after you opened it", {
        theirs: { id: 7, body: { title: "Theirs" }, createdAt: 1_790_000_000_000, authorId: "u2" },
        yours: { title: "Yours" },
      }),
    );
    expect(conflict?.theirs?.body.title).toBe("Theirs");
    expect(conflict?.yours.title).toBe("Yours");
    expect(conflictOf(new ApiError(403, "No"))).toBeNull();
  });
});

function captured(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("no ApiError was thrown");
}
