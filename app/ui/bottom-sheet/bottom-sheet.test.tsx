import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { useBottomSheet } from "./bottom-sheet-context";
import { BottomSheetProvider } from "./bottom-sheet-provider";

function Rates({ data, close }: { readonly data: { readonly rate: string } | undefined; readonly close: () => void }) {
  return (
    <>
      <p>Rate: {data?.rate}</p>
      <button type="button" onClick={close}>
        Done
      </button>
    </>
  );
}

function Launchers({ onClose }: { readonly onClose?: (which: string) => void }) {
  const sheet = useBottomSheet();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          sheet.open(
            { element: <p>Element content</p> },
            { label: "From an element", onClose: () => onClose?.("element") },
          )
        }
      >
        Element
      </button>
      <button
        type="button"
        onClick={() =>
          sheet.open(
            { template: (data: { name: string } | undefined) => <p>Hello {data?.name}</p>, data: { name: "Thandi" } },
            { label: "From a template", onClose: () => onClose?.("template") },
          )
        }
      >
        Template
      </button>
      <button
        type="button"
        onClick={() => sheet.open({ component: Rates, data: { rate: "11.75%" } }, { label: "From a component" })}
      >
        Component
      </button>
      <p data-testid="state">{sheet.isOpen ? "open" : "closed"}</p>
    </>
  );
}

function renderSheets(onClose?: (which: string) => void) {
  return render(
    <BottomSheetProvider>
      <Launchers onClose={onClose} />
    </BottomSheetProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Bottom sheet", () => {
  it("opens from an element as a labelled dialog, with focus inside", async () => {
    const user = userEvent.setup();
    const { baseElement } = renderSheets();
    await user.click(screen.getByRole("button", { name: "Element" }));
    const dialog = screen.getByRole("dialog", { name: "From an element" });
    expect(dialog).toHaveTextContent("Element content");
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    expect(screen.getByTestId("state")).toHaveTextContent("open");
    await expectNoAxeViolations(baseElement);
  });

  it("is at most 500px wide, its backdrop fading over 300 ms (§9), as its stylesheet reads them", async () => {
    const user = userEvent.setup();
    renderSheets();
    await user.click(screen.getByRole("button", { name: "Element" }));
    const dialog = screen.getByRole("dialog", { name: "From an element" });
    expect(dialog.style.getPropertyValue("--sheet-max-width")).toBe("500px");
    expect(dialog.style.getPropertyValue("--sheet-fade")).toBe("300ms");
  });

  it("renders a template and a component with their data", async () => {
    const user = userEvent.setup();
    renderSheets();
    await user.click(screen.getByRole("button", { name: "Template" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("Hello Thandi");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Component" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("Rate: 11.75%");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps only one open: opening a new one destroys the old", () => {
    const onClose = vi.fn();
    renderSheets(onClose);
    fireEvent.click(screen.getByRole("button", { name: "Element" }));
    // The page behind is inert while a sheet is open, so the next one is opened the way code would.
    fireEvent.click(screen.getByRole("button", { name: "Template", hidden: true }));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "From a template" })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("element");
  });

  it("closes on Escape and returns focus to the opener", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderSheets(onClose);
    const opener = screen.getByRole("button", { name: "Element" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledWith("element");
    expect(opener).toHaveFocus();
  });

  function dragHandle(container: HTMLElement, distance: number, sheetHeight: number) {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ width: 400, height: sheetHeight }),
    );
    const handle = container.querySelector(".bottom-sheet__handle");
    if (!handle) throw new Error("no handle");
    act(() => {
      fireEvent.pointerDown(handle, { pointerId: 7, button: 0, clientY: 500 });
      fireEvent.pointerMove(handle, { pointerId: 7, clientY: 500 + distance });
    });
    const offset = container.querySelector<HTMLElement>(".bottom-sheet")?.style.getPropertyValue("--sheet-offset");
    act(() => {
      fireEvent.pointerUp(handle, { pointerId: 7, clientY: 500 + distance });
    });
    return offset;
  }

  it("follows a downward drag and closes when it goes past 100px", async () => {
    const user = userEvent.setup();
    const { baseElement } = renderSheets();
    await user.click(screen.getByRole("button", { name: "Element" }));
    expect(dragHandle(baseElement, 90, 400)).toBe("90px");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    dragHandle(baseElement, 120, 400);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes a short sheet on a drag past half its height", async () => {
    const user = userEvent.setup();
    const { baseElement } = renderSheets();
    await user.click(screen.getByRole("button", { name: "Element" }));
    dragHandle(baseElement, 70, 130);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("uses an outer provider when mounted inside one", async () => {
    const user = userEvent.setup();
    render(
      <BottomSheetProvider>
        <BottomSheetProvider>
          <Launchers />
        </BottomSheetProvider>
        <Launchers />
      </BottomSheetProvider>,
    );
    const [inner] = screen.getAllByRole("button", { name: "Element" });
    if (!inner) throw new Error("no launcher");
    await user.click(inner);
    expect(screen.getAllByTestId("state").map((state) => state.textContent)).toEqual(["open", "open"]);
  });

  it("asks for a provider when there is none", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Launchers />)).toThrow("useBottomSheet needs a BottomSheetProvider");
  });
});
