import { act, fireEvent, render, screen } from "@testing-library/react";
import { createContext, use, useEffect, useState, type ComponentType, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { deferUntilVisible as deferUntilVisibleType } from "./defer-until-visible";

interface CounterProps {
  readonly label: string;
}

function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={label}>
      <button type="button" onClick={() => setCount(count + 1)}>
        Add one
      </button>
      <p>Count: {count}</p>
    </section>
  );
}

/** A stand-in IntersectionObserver whose callbacks the test fires. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enterView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

type Defer = typeof deferUntilVisibleType;

/** The module as the server sees it (no document) and as the browser does. */
async function importAs(environment: "server" | "browser"): Promise<Defer> {
  vi.resetModules();
  if (environment === "server") vi.stubGlobal("document", undefined);
  try {
    return (await import("./defer-until-visible")).deferUntilVisible;
  } finally {
    vi.unstubAllGlobals();
  }
}

async function serverHtml(Part: ComponentType<CounterProps>): Promise<string> {
  const { prerenderToNodeStream } = await import("react-dom/static");
  const { prelude } = await prerenderToNodeStream(<Part label="Deferred counter" />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The part's HTML as the server renders it, and the module as the browser then loads it. */
async function renderOnServer(Part: ComponentType<CounterProps>): Promise<{ html: string; defer: Defer }> {
  const serverDefer = await importAs("server");
  const html = await serverHtml(serverDefer(async () => Part));
  return { html, defer: await importAs("browser") };
}

/**
 * Hydrates outside act(): act() renders synchronously, which makes React give up on a boundary that
 * suspends instead of keeping its server HTML as a browser does.
 */
function hydrate(container: Element, element: ReactElement) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  hydrateRoot(container, element);
}

/** The server's HTML placed in the document, as the browser receives it before hydration. */
function placeServerHtml(html: string): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** A part's loader that the test finishes by hand, to act while the part's code is on its way. */
function loadOnCue() {
  let resolveLoad: (component: ComponentType<CounterProps>) => void = () => {};
  const load = vi.fn(() => new Promise<ComponentType<CounterProps>>((resolve) => (resolveLoad = resolve)));
  return { load, finishLoading: (component: ComponentType<CounterProps>) => resolveLoad(component) };
}

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("deferUntilVisible", () => {
  it("renders the part in full on the server", async () => {
    const defer = await importAs("server");
    const html = await serverHtml(defer(async () => Counter));
    expect(html).toContain('data-hydration="deferred"');
    expect(html).toContain("Count: <!-- -->0");
  });

  it("keeps the server HTML without loading the part's code until it comes into view, then hydrates it", async () => {
    const { html, defer } = await renderOnServer(Counter);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi.fn(async () => Counter);
    const Deferred = defer(load);
    const container = placeServerHtml(html);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    hydrate(container, <Deferred label="Deferred counter" />);
    // Hydration's effects run on a later task; on a busy machine that can take longer than one pause.
    // Hydrated: the part watches its place on the page; it has not asked for its code.
    await vi.waitFor(() => expect(FakeObserver.instances[0]?.observed).toHaveLength(1));
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    // A click before hydration changes nothing: the server HTML has no handlers.
    const wrapper = container.querySelector(".deferred-part");
    expect(wrapper?.getAttribute("data-hydration")).toBe("deferred");
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0]?.observed).toEqual([wrapper]);

    FakeObserver.instances[0]?.enterView();
    await vi.waitFor(() => expect(wrapper?.getAttribute("data-hydration")).toBe("hydrated"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Add one" }));
    await vi.waitFor(() => expect(screen.getByText("Count: 1")).toBeInTheDocument());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("starts loading as soon as someone points at the part, before it is reported in view", async () => {
    const { html, defer } = await renderOnServer(Counter);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi.fn(async () => Counter);
    const Deferred = defer(load);
    const container = placeServerHtml(html);
    hydrate(container, <Deferred label="Deferred counter" />);
    // The listeners are added with the observer, by an effect that may run after one pause.
    await vi.waitFor(() => expect(FakeObserver.instances).toHaveLength(1));
    expect(load).not.toHaveBeenCalled();
    // A plain DOM event, as a browser sends it (Testing Library's would run inside act()).
    screen.getByRole("button", { name: "Add one" }).dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.waitFor(() =>
      expect(container.querySelector(".deferred-part")?.getAttribute("data-hydration")).toBe("hydrated"),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tells the part about what the visitor typed, ticked or chose before its code arrived", async () => {
    function Form({ label }: CounterProps) {
      const [term, setTerm] = useState("72");
      const [agreed, setAgreed] = useState(false);
      const [applicant, setApplicant] = useState("person");
      const [province, setProvince] = useState("GP");
      return (
        <section aria-label={label}>
          <label>
            Term <input value={term} onChange={(event) => setTerm(event.target.value)} />
          </label>
          <label>
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> Agree
          </label>
          {["person", "business"].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="applicant"
                value={value}
                checked={applicant === value}
                onChange={() => setApplicant(value)}
              />{" "}
              {value}
            </label>
          ))}
          <label>
            Province
            <select value={province} onChange={(event) => setProvince(event.target.value)}>
              <option value="GP">Gauteng</option>
              <option value="WC">Western Cape</option>
            </select>
          </label>
          <p>
            Term {term}, {agreed ? "agreed" : "not agreed"}, {applicant}, {province}
          </p>
        </section>
      );
    }
    const { html, defer } = await renderOnServer(Form);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { load, finishLoading } = loadOnCue();
    const Deferred = defer(load);
    const container = placeServerHtml(html);
    hydrate(container, <Deferred label="Deferred form" />);
    await vi.waitFor(() => expect(FakeObserver.instances).toHaveLength(1));

    // The visitor edits the server HTML while the code is still on its way.
    const term = screen.getByRole<HTMLInputElement>("textbox", { name: "Term" });
    term.dispatchEvent(new Event("focusin", { bubbles: true }));
    term.value = "36";
    screen.getByRole<HTMLInputElement>("checkbox", { name: "Agree" }).checked = true;
    screen.getByRole<HTMLInputElement>("radio", { name: "business" }).checked = true;
    screen.getByRole<HTMLSelectElement>("combobox", { name: "Province" }).value = "WC";
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    finishLoading(Form);

    await vi.waitFor(() =>
      expect(container.querySelector(".deferred-part")?.getAttribute("data-hydration")).toBe("hydrated"),
    );
    await vi.waitFor(() => expect(screen.getByText("Term 36, agreed, business, WC")).toBeInTheDocument());
    expect(term.value).toBe("36");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Agree" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "business" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "person" }).checked).toBe(false);
    // What follows works as usual: the fields are React's now.
    fireEvent.change(term, { target: { value: "48" } });
    await vi.waitFor(() => expect(screen.getByText("Term 48, agreed, business, WC")).toBeInTheDocument());
  });

  it("keeps showing the server HTML when a context change above makes React give up hydrating it", async () => {
    const Theme = createContext("light");
    function ThemedCounter({ label }: CounterProps) {
      return (
        <div data-theme={use(Theme)}>
          <Counter label={label} />
        </div>
      );
    }
    const { html, defer } = await renderOnServer(ThemedCounter);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { load, finishLoading } = loadOnCue();
    const Deferred = defer(load);
    const themeSetter: { current: (theme: string) => void } = { current: () => {} };
    function Page() {
      const [theme, changeTheme] = useState("light");
      useEffect(() => {
        themeSetter.current = changeTheme;
      }, []);
      return (
        <Theme value={theme}>
          <Deferred label="Deferred counter" />
        </Theme>
      );
    }
    const container = placeServerHtml(html);
    hydrate(container, <Page />);
    await vi.waitFor(() => expect(FakeObserver.instances).toHaveLength(1));

    flushSync(() => themeSetter.current("dark"));
    // React dropped the server's nodes and shows a copy of them while the code loads.
    await vi.waitFor(() => expect(container.querySelector(".deferred-part__server-html")).not.toBeNull());
    expect(screen.getByText("Count: 0")).toBeInTheDocument();
    expect(container.querySelector("[data-theme]")?.getAttribute("data-theme")).toBe("light");

    finishLoading(ThemedCounter);
    await vi.waitFor(() => expect(container.querySelector("[data-theme]")?.getAttribute("data-theme")).toBe("dark"));
    expect(container.querySelector(".deferred-part__server-html")).toBeNull();
    // The part says it is hydrated from an effect after the render that shows the code's own markup.
    await vi.waitFor(() =>
      expect(container.querySelector(".deferred-part")?.getAttribute("data-hydration")).toBe("hydrated"),
    );
  });

  it("loads at once where the browser has no IntersectionObserver", async () => {
    const { html, defer } = await renderOnServer(Counter);
    vi.stubGlobal("IntersectionObserver", undefined);
    const Deferred = defer(async () => Counter);
    const container = placeServerHtml(html);
    hydrate(container, <Deferred label="Deferred counter" />);
    await vi.waitFor(() =>
      expect(container.querySelector(".deferred-part")?.getAttribute("data-hydration")).toBe("hydrated"),
    );
  });

  it("loads at once when rendered by client navigation rather than hydration", async () => {
    const defer = await importAs("browser");
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const load = vi.fn(async () => Counter);
    const Deferred = defer(load);
    await act(async () => {
      render(<Deferred label="Deferred counter" />);
    });
    expect(await screen.findByRole("region", { name: "Deferred counter" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
