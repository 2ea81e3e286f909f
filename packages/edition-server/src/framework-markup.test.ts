import { describe, expect, it } from "vitest";
import { withoutFrameworkAttributes } from "./framework-markup";

describe("markup React writes for streaming", () => {
  it("leaves a document sent whole without view-transition attributes or empty form actions", () => {
    const html = '<div class="flex-1" vt-update="site-page" vt-name="x"><form aria-label="Comment" action="" method="POST"><input name="a"/></form></div>';
    expect(withoutFrameworkAttributes(html)).toBe('<div class="flex-1"><form aria-label="Comment" method="POST"><input name="a"/></form></div>');
  });

  it("keeps text and script data that only look like them", () => {
    const html = '<p>vt-update=&quot;x&quot; action=&quot;&quot;</p><script>self.__next_f.push([1,"{\\"action\\":\\"\\"}"])</script><a action="">x</a>';
    expect(withoutFrameworkAttributes(html)).toBe(html);
  });
});
