import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { displayMessage } from "./message";

describe("displayMessage", () => {
  it("decodes percent-escapes", () => {
    expect(displayMessage("%3Cb%3Ebold%3C/b%3E stays plain")).toBe("<b>bold</b> stays plain");
    expect(displayMessage("caf%C3%A9 %E1%80%80")).toBe("café က");
  });

  it("keeps a stray percent sign and text that is not an escape", () => {
    expect(displayMessage("al 10 % casi todas las noches, 100%")).toBe("al 10 % casi todas las noches, 100%");
    expect(displayMessage("broken %E1%80 sequence")).toBe("broken %E1%80 sequence");
  });

  it("renders decoded markup as text with its angle brackets escaped", () => {
    const html = renderToStaticMarkup(<p>{displayMessage("%3Cscript%3Ealert(1)%3C/script%3E <img src=x onerror=alert(1)>")}</p>);
    expect(html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>");
  });
});
