import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";
import { SiteHeaderBrand, SiteHeaderNav, SiteHeaderNavItem } from "./site-header-nav";

const items = ["About us", "Solutions", "Products", "Support", "Downloads", "Case Study"];

function Header(props: { forceWhite?: boolean; detail?: boolean; active?: boolean }) {
  return (
    <SiteHeader {...props}>
      <SiteHeaderBrand href="/">AUREVO</SiteHeaderBrand>
      <SiteHeaderNav aria-label="Main menu">
        {items.map((name) => (
          <SiteHeaderNavItem key={name} asChild>
            <a href={`/${name}`}>{name}</a>
          </SiteHeaderNavItem>
        ))}
      </SiteHeaderNav>
    </SiteHeader>
  );
}

describe("SiteHeader", () => {
  it("is a banner with a labelled main menu of links", () => {
    render(<Header />);
    expect(screen.getByRole("banner")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    const links = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(links).toEqual(items);
    expect(screen.getByRole("link", { name: "AUREVO" }).getAttribute("href")).toBe("/");
  });

  it("renders the caller's element for asChild items, keeping its href", () => {
    render(<Header />);
    expect(screen.getByRole("link", { name: "Downloads" }).getAttribute("href")).toBe("/Downloads");
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });

  it("is transparent at the top of the page and white while hovered", () => {
    render(<Header />);
    const banner = screen.getByRole("banner");
    expect(banner.getAttribute("data-theme")).toBe("transparent");
    fireEvent.pointerEnter(banner);
    expect(banner.getAttribute("data-theme")).toBe("white");
    fireEvent.pointerLeave(banner);
    expect(banner.getAttribute("data-theme")).toBe("transparent");
  });

  it.each([["forceWhite"], ["detail"], ["active"]] as const)("is white when %s", (prop) => {
    render(<Header {...{ [prop]: true }} />);
    expect(screen.getByRole("banner").getAttribute("data-theme")).toBe("white");
  });

  it("turns white once the page scrolls", () => {
    render(<Header />);
    Object.defineProperty(window, "scrollY", { value: 12, configurable: true });
    fireEvent.scroll(window);
    expect(screen.getByRole("banner").getAttribute("data-theme")).toBe("white");
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
});
