import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image } from "./image";

// jsdom never loads images, so each test drives the load or error event itself.
describe("Image", () => {
  it("is lazy and shows its loader until the image loads", () => {
    const { container } = render(<Image src="/a.png" alt="Battery" loadingLabel="Loading image" failedLabel="Failed" />);
    const img = screen.getByRole("img", { name: "Battery" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(screen.getByRole("status").textContent).toBe("Loading image");
    expect(container.firstElementChild?.getAttribute("data-state")).toBe("loading");
    fireEvent.load(img);
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.firstElementChild?.getAttribute("data-state")).toBe("loaded");
  });

  it("replaces the loader with the failure text when the image fails", () => {
    render(<Image src="/missing.png" alt="Battery" loadingLabel="Loading image" failedLabel="Image could not be loaded" />);
    fireEvent.error(screen.getByRole("img", { name: "Battery" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("img", { name: "Battery: Image could not be loaded" })).toBeTruthy();
    expect(screen.getByText("Image could not be loaded")).toBeTruthy();
  });

  it("shows the failure text of a decorative picture without announcing it", () => {
    const { container } = render(<Image src="/missing.png" alt="" loadingLabel="Loading image" failedLabel="Image could not be loaded" />);
    fireEvent.error(container.querySelector("img")!);
    expect(screen.getByText("Image could not be loaded")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("keeps the picture's box when it fails", () => {
    const { container } = render(<Image src="/missing.png" alt="Battery" width={960} height={720} loadingLabel="Loading" failedLabel="Failed" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe("960 / 720");
    fireEvent.error(screen.getByRole("img", { name: "Battery" }));
    expect(frame.style.aspectRatio).toBe("960 / 720");
  });

  it("shows the picture in the page's HTML, with no loader a page without scripts would keep forever", () => {
    const html = renderToString(<Image src="/a.png" alt="Battery" loadingLabel="Loading image" failedLabel="Failed" />);
    const page = new DOMParser().parseFromString(html, "text/html");
    const img = page.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/a.png");
    expect(img.className).not.toContain("opacity-0");
    expect(page.querySelector("[role=status]")).toBeNull();
    expect(page.body.textContent).not.toContain("Loading image");
  });

  it("takes a picture the browser has already loaded as loaded, with no loader", () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete");
    const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "naturalWidth");
    Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => true });
    Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { configurable: true, get: () => 480 });
    try {
      const { container } = render(<Image src="/a.png" alt="Battery" loadingLabel="Loading image" failedLabel="Failed" />);
      expect(container.firstElementChild?.getAttribute("data-state")).toBe("loaded");
      expect(screen.queryByRole("status")).toBeNull();
      expect(screen.getByRole("img", { name: "Battery" }).className).not.toContain("opacity-0");
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, "complete", complete!);
      Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", naturalWidth!);
    }
  });
});
