import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOnDemand } from "./on-demand";

afterEach(cleanup);

/** A module that arrives when the test says so. */
function deferred() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ Real: typeof Real }>((resolve, reject) => {
        arrive = () => resolve({ Real });
        fail = reject;
      }),
  );
  return { load, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) };
}

/** The loaded form: other elements than the placeholder's, the same slots. */
function Real({ open }: { open: string }) {
  return (
    <nav aria-label="Loaded">
      <ul>
        {["One", "Two", "Three"].map((name) => (
          <li key={name}>
            <span>
              <button type="button" data-slot="item" aria-expanded={open === name}>
                {name}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Part({ load }: { load: () => Promise<{ Real: typeof Real }> }) {
  const { loaded, request, whenLoaded, frame } = useOnDemand(load);
  const [open, setOpen] = React.useState("");
  return (
    <div ref={frame}>
      {loaded ? (
        <loaded.Real open={open} />
      ) : (
        <div aria-label="Placeholder" onFocus={request}>
          {["One", "Two", "Three"].map((name) => (
            <button key={name} type="button" data-slot="item" onClick={() => whenLoaded(() => setOpen(name))}>
              {name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

describe("useOnDemand", () => {
  it("loads once, however many intents come before the code arrives", async () => {
    const { load, arrive } = deferred();
    render(<Part load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole("button", { name: "One" }));
    fireEvent.click(screen.getByRole("button", { name: "Two" }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByRole("navigation", { name: "Loaded" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("acts on the visitor's last intent once the code has arrived", async () => {
    const { load, arrive } = deferred();
    render(<Part load={load} />);
    fireEvent.click(screen.getByRole("button", { name: "One" }));
    fireEvent.click(screen.getByRole("button", { name: "Three" }));
    await arrive();
    expect(screen.getByRole("button", { name: "Three" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "One" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps focus on the same place when the loaded form replaces the placeholder", async () => {
    const { load, arrive } = deferred();
    render(<Part load={load} />);
    const second = screen.getByRole("button", { name: "Two" });
    second.focus();
    expect(document.activeElement).toBe(second);
    await arrive();
    const replaced = screen.getByRole("button", { name: "Two" });
    expect(replaced).not.toBe(second);
    expect(document.activeElement).toBe(replaced);
  });

  it("leaves focus alone when it was elsewhere", async () => {
    const { load, arrive } = deferred();
    render(
      <>
        <input aria-label="Elsewhere" />
        <Part load={load} />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "One" }));
    const elsewhere = screen.getByRole("textbox", { name: "Elsewhere" });
    elsewhere.focus();
    await arrive();
    expect(document.activeElement).toBe(elsewhere);
  });

  it("tries again on the next intent after a failed load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = deferred();
    const second = deferred();
    const load = vi.fn(() => (load.mock.calls.length === 1 ? first.load() : second.load()));
    render(<Part load={load} />);
    fireEvent.click(screen.getByRole("button", { name: "One" }));
    await first.fail(new Error("offline"));
    expect(error).toHaveBeenCalledOnce();
    expect(screen.getByLabelText("Placeholder")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Two" }));
    expect(load).toHaveBeenCalledTimes(2);
    await second.arrive();
    expect(screen.getByRole("button", { name: "Two" }).getAttribute("aria-expanded")).toBe("true");
    error.mockRestore();
  });

  it("loads at once while the part is needed, without waiting for an intent", async () => {
    const { load, arrive } = deferred();
    function Needed({ open }: { open: boolean }) {
      const { loaded } = useOnDemand(load, open);
      return loaded ? <loaded.Real open="One" /> : <p>Placeholder</p>;
    }
    const { rerender } = render(<Needed open={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Needed open />);
    expect(load).toHaveBeenCalledOnce();
    await arrive();
    expect(screen.getByRole("button", { name: "One" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("waits for the connection while the browser is offline", async () => {
    const { load, arrive } = deferred();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<Part load={load} />);
    fireEvent.click(screen.getByRole("button", { name: "One" }));
    expect(load).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    fireEvent.click(screen.getByRole("button", { name: "Two" }));
    expect(load).toHaveBeenCalledOnce();
    await arrive();
    expect(screen.getByRole("button", { name: "Two" }).getAttribute("aria-expanded")).toBe("true");
    onLine.mockRestore();
  });
});
