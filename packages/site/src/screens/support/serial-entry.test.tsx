// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SerialEntry } from "./serial-entry";
import type { SerialEntryTexts } from "./serial-number";

// The scanner's code loads on demand: its first import is compiled on the spot, slow on a busy machine.
const lazyCode = { timeout: 15_000 };

const texts: SerialEntryTexts = {
  label: "Data-stick serial number",
  hint: "10 letters and digits, for example SN12345678.",
  submit: "Open",
  scan: "Scan the barcode",
  scanTitle: "Scan the data stick's barcode",
  scanHelp: "Hold the label in front of the camera.",
  close: "Close the scanner",
  errors: { required: "Please input the number.", format: "Not a serial number.", camera: "No camera.", scan: "Wrong barcode." },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

/** A camera and a barcode detector that reads `values` from the first frame. */
function fakeScanner(values: string[]) {
  const stop = vi.fn();
  vi.stubGlobal(
    "BarcodeDetector",
    class {
      detect = async () => values.map((rawValue) => ({ rawValue }));
    },
  );
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  return { stop };
}

describe("SerialEntry", () => {
  it("asks for the number when the field is empty, and ties the message to the field", () => {
    render(<SerialEntry platformUrl="https://monitor.example" texts={texts} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const field = screen.getByRole("textbox", { name: "Data-stick serial number" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please input the number.").id).toBeTruthy();
    expect(field.getAttribute("aria-describedby")).toContain(screen.getByText("Please input the number.").id);
  });

  it("refuses a malformed number and clears the message once the visitor types again", () => {
    render(<SerialEntry platformUrl="https://monitor.example" texts={texts} />);
    const field = screen.getByRole("textbox", { name: "Data-stick serial number" });
    fireEvent.change(field, { target: { value: "SN12-34" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByText("Not a serial number.")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "SN12-345" } });
    expect(screen.queryByText("Not a serial number.")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("offers no scan button where the browser cannot detect barcodes", () => {
    render(<SerialEntry platformUrl="https://monitor.example" texts={texts} />);
    expect(screen.queryByRole("button", { name: "Scan the barcode" })).toBeNull();
  });

  it("fills the field with the serial number read from the label, and stops the camera", async () => {
    const { stop } = fakeScanner(["MODEL-H6K", "sn12345678"]);
    render(<SerialEntry platformUrl="https://monitor.example" texts={texts} />);
    fireEvent.click(await screen.findByRole("button", { name: "Scan the barcode" }));
    expect(await screen.findByRole("dialog", { name: "Scan the data stick's barcode" }, lazyCode)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Data-stick serial number" }).value).toBe("SN12345678"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(stop).toHaveBeenCalled();
  });

  it("says so on the field when the camera cannot be opened", async () => {
    fakeScanner([]);
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    render(<SerialEntry platformUrl="https://monitor.example" texts={texts} />);
    fireEvent.click(await screen.findByRole("button", { name: "Scan the barcode" }));
    expect(await screen.findByText("No camera.", {}, lazyCode)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
