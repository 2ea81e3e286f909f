import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Image } from "./image";

// jsdom never loads images, so each test drives the load or error event itself.
describe("Image", () => {
  it("is lazy and shows its loader until the image loads", () => {
    const { container } = render(<Image src="/a.png" alt="Battery" loadingLabel="Loading image" failedLabel="Failed" />);
    const img = screen.getByRole("img", { name: "Battery" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(screen.getByRole("status").textContent).toBe("Loading image");
    fireEvent.load(img);
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.firstElementChild?.getAttribute("data-state")).toBe("loaded");
  });

  it("replaces the loader with the failure text when the image fails", () => {
    render(<Image src="/missing.png" alt="Battery" loadingLabel="Loading image" failedLabel="Image could not be loaded" />);
    fireEvent.error(screen.getByRole("img", { name: "Battery" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("img", { name: "Battery: Image could not be loaded" })).toBeTruthy();
  });
});
