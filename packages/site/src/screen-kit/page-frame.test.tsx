// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { containerClass } from "@repo/ui/container";
import { describe, expect, it, vi } from "vitest";
import { findLocale } from "../routing";
import { PageFrame } from "./page-frame";

// The catalogs are read on the server; this test renders that server part outside Next.js.
vi.mock("server-only", () => ({}));

describe("PageFrame", () => {
  const page = () =>
    new DOMParser().parseFromString(
      renderToString(
        <PageFrame locale={findLocale("spanish")!} title="Noticias" breadcrumbs={[{ name: "Noticias", route: "/about/news" }]}>
          <p>Contenido</p>
        </PageFrame>,
      ),
      "text/html",
    );

  it("is the main landmark the skip link jumps to, and takes the focus it moves", () => {
    const main = page().querySelector("main")!;
    expect(main.id).toBe("main");
    expect(main.getAttribute("tabindex")).toBe("-1");
    expect(main.querySelector("h1")?.textContent).toBe("Noticias");
  });

  it("lines its content up on the column header and footer share", () => {
    const column = page().querySelector("main > [data-slot=container]")!;
    for (const name of containerClass.split(" ")) expect(column.classList.contains(name)).toBe(true);
    expect(column.textContent).toContain("Contenido");
  });
});
