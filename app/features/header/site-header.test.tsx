import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { stubMatchMedia } from "#test-support/match-media";
import { brand } from "~/content/brand";
import { allowAnalytics } from "~/lib/analytics/analytics";
import { umoyaNavigation } from "~/content/navigation/umoya-navigation";
import type { NavigationDefinition } from "~/lib/site-definitions/navigation-definition";
import { requestLoginPanel } from "./login-panel/login-panel-requests";
import { SiteHeader, type SiteHeaderProps } from "./site-header";
import { searchSite } from "./search/search-engine";

// The header is a large tree and axe checks all of it; the shared machine is slow.
vi.setConfig({ testTimeout: 30_000 });
// The login panel loads on first use; give that import time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

type DataLayerWindow = { dataLayer?: Record<string, unknown>[] };

function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <SiteHeader navigation={umoyaNavigation} {...props} /> },
      { path: "*", element: <SiteHeader navigation={umoyaNavigation} {...props} /> },
    ],
    { initialEntries: ["/business"] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

const desktopNav = () => screen.getByRole("navigation", { name: "Main" });
const sidePanel = () => screen.getByRole("navigation", { name: "Menu" });
const menuButton = () => document.querySelector<HTMLButtonElement>(".site-header__menu-button")!;
const desktopSearchButton = () => screen.getAllByRole("button", { name: "Search" })[0]!;
const mobileSearchButton = () => screen.getAllByRole("button", { name: "Search" })[1]!;
const searchBox = () => screen.getByRole("combobox", { name: "Search the site" });
const dataLayer = () => (globalThis as unknown as DataLayerWindow).dataLayer ?? [];

beforeEach(() => {
  (globalThis as unknown as DataLayerWindow).dataLayer = [];
  // The header's events reach the data layer only for a visitor who accepted analytics.
  allowAnalytics(true);
});

afterEach(() => {
  allowAnalytics(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("server rendering", () => {
  it("puts every menu link into the HTML, none hidden behind a loading state", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteHeader navigation={umoyaNavigation} />
      </MemoryRouter>,
    );
    for (const item of umoyaNavigation.values) {
      expect(html).toContain(item.title);
      for (const column of item.children) {
        for (const route of column.routes) expect(html).toContain(`href="${route.path.replace(/&/g, "&amp;")}"`);
      }
    }
    expect(html).not.toContain("Loading the menu");
  });

  it("shows the skeletons while the navigation definition is not there (§2.2)", () => {
    render(
      <MemoryRouter>
        <SiteHeader navigation={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Loading the menu")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});

describe("search icon (§2.3)", () => {
  it("shows by default and not when canSearch is false", () => {
    const { unmount } = renderHeader();
    expect(screen.getAllByRole("button", { name: "Search" })).toHaveLength(2);
    unmount();
    renderHeader({ canSearch: false });
    expect(screen.queryByRole("button", { name: "Search" })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});

describe("logo (§2.2)", () => {
  it("links home with the standard logo at 147.8 x 35 after 30 October 2023", () => {
    renderHeader({ now: () => new Date("2026-11-21T08:00:00+02:00") });
    const [logoLink] = screen.getAllByRole("link", { name: `${brand.name} home` });
    expect(logoLink).toHaveAttribute("href", "/");
    const image = within(logoLink!).getByRole("img");
    expect(image).toHaveAttribute("src", brand.logo.standard);
    expect(image).toHaveAttribute("width", "147.8");
    expect(image).toHaveAttribute("height", "35");
  });

  it("shows the rugby logo before 30 October 2023", () => {
    renderHeader({ now: () => new Date("2023-10-29T12:00:00+02:00") });
    expect(within(screen.getAllByRole("link", { name: `${brand.name} home` })[0]!).getByRole("img")).toHaveAttribute(
      "src",
      brand.logo.rugby,
    );
  });
});

describe("desktop mega-menu (§2.3)", () => {
  it("opens a top link's columns, routes and child links, one at a time", async () => {
    const user = userEvent.setup();
    const { container } = renderHeader();
    const personal = within(desktopNav()).getByRole("button", { name: "Personal" });
    const business = within(desktopNav()).getByRole("button", { name: "Business" });
    expect(personal).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(personal.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();

    await user.click(personal);
    expect(personal).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(within(panel).getByText("Vehicle finance")).toBeVisible();
    expect(within(panel).getByRole("link", { name: /^Private vehicle finance/ })).toHaveAttribute(
      "href",
      "/private-finance",
    );
    expect(within(panel).getByRole("link", { name: "Used car buying tips" })).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(business);
    expect(personal).toHaveAttribute("aria-expanded", "false");
    expect(business).toHaveAttribute("aria-expanded", "true");
    await user.click(business);
    expect(business).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with Enter and Space from the keyboard, and Escape closes and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    renderHeader();
    const tools = within(desktopNav()).getByRole("button", { name: "Tools and guides" });
    tools.focus();
    await user.keyboard("{Enter}");
    expect(tools).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(document.activeElement).toHaveTextContent("Tools and guides overview");
    await user.keyboard("{Escape}");
    expect(tools).toHaveAttribute("aria-expanded", "false");
    expect(tools).toHaveFocus();
    await user.keyboard(" ");
    expect(tools).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on a click outside the menu", async () => {
    const user = userEvent.setup();
    renderHeader();
    const personal = within(desktopNav()).getByRole("button", { name: "Personal" });
    await user.click(personal);
    await user.click(document.body);
    expect(personal).toHaveAttribute("aria-expanded", "false");
  });

  it("opens openNewWindow links in a new window with rel=noopener", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(within(desktopNav()).getByRole("button", { name: "Business" }));
    const fleet = within(desktopNav()).getByRole("link", { name: /Fleet portal login/ });
    expect(fleet).toHaveAttribute("target", "_blank");
    expect(fleet).toHaveAttribute("rel", "noopener");
    expect(fleet).toHaveAccessibleName(/^Fleet portal login\s*\(opens in a new window\)$/);
  });

  it("publishes the navigationTitle of a followed link and closes the panel", async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    const personal = within(desktopNav()).getByRole("button", { name: "Personal" });
    await user.click(personal);
    await user.click(within(desktopNav()).getByRole("link", { name: "Balloon payments" }));
    expect(router.state.location.pathname).toBe("/balloon-payments");
    expect(dataLayer()).toContainEqual({
      event: "interaction",
      event_category: "navigation",
      event_action: "navigationTitle",
      event_label: "Balloon payments",
    });
    expect(within(desktopNav()).getByRole("button", { name: "Personal" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("mobile menu (§2.3, §4.3)", () => {
  it("toggles the side panel with a button labelled MENU, then CLOSE", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = menuButton();
    expect(button).toHaveTextContent("MENU");
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel).toHaveAttribute("data-state", "closed");
    await user.click(button);
    expect(button).toHaveTextContent("CLOSE");
    expect(button).toHaveAccessibleName("CLOSE");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-state", "open");
    expect(within(panel).getByRole("button", { name: "LOGIN" })).toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveTextContent("MENU");
    expect(panel).toHaveAttribute("data-state", "closed");
  });

  it("keeps one branch open per level, opening a top level closes the third levels, and toggling closes", async () => {
    const user = userEvent.setup();
    const { container } = renderHeader();
    await user.click(menuButton());
    const nav = sidePanel();
    const personal = within(nav).getByRole("button", { name: "Personal" });
    const business = within(nav).getByRole("button", { name: "Business" });
    const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

    await user.click(personal);
    const vehicles = within(nav).getByRole("button", { name: "Vehicle finance" });
    const loans = within(nav).getByRole("button", { name: "Loans, cover and more" });
    await user.click(vehicles);
    const buying = within(nav).getByRole("button", { name: "More under Buying a car" });
    const balloon = within(nav).getByRole("button", { name: "More under Balloon payments" });
    await user.click(buying);
    expect([expanded(personal), expanded(vehicles), expanded(buying)]).toEqual(["true", "true", "true"]);
    expect(document.getElementById(buying.getAttribute("aria-controls")!)).toHaveAttribute("data-state", "open");
    await expectNoAxeViolations(container);

    await user.click(balloon);
    expect([expanded(buying), expanded(balloon)]).toEqual(["false", "true"]);
    await user.click(balloon);
    expect(expanded(balloon)).toBe("false");

    await user.click(balloon);
    await user.click(loans);
    expect([expanded(vehicles), expanded(loans), expanded(balloon)]).toEqual(["false", "true", "false"]);

    await user.click(vehicles);
    await user.click(buying);
    await user.click(business);
    expect([expanded(personal), expanded(business), expanded(vehicles), expanded(buying)]).toEqual([
      "false",
      "true",
      "false",
      "false",
    ]);

    await user.click(business);
    expect(expanded(business)).toBe("false");
  });

  it("logs a console message when an empty level is opened", async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const navigation: NavigationDefinition = {
      values: [{ title: "Coming soon", path: "/", children: [] }, ...umoyaNavigation.values],
    };
    renderHeader({ navigation });
    await user.click(menuButton());
    await user.click(within(sidePanel()).getByRole("button", { name: "Coming soon" }));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"Coming soon" has no entries'));
    info.mockClear();
    await user.click(within(sidePanel()).getByRole("button", { name: "Personal" }));
    expect(info).not.toHaveBeenCalled();
  });

  it("closes with Escape and gives focus back to the menu button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    within(sidePanel()).getByRole("button", { name: "Personal" }).focus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes when a link in it is followed", async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(menuButton());
    await user.click(within(sidePanel()).getByRole("button", { name: "Business" }));
    await user.click(within(sidePanel()).getByRole("link", { name: "Business overview" }));
    expect(router.state.location.pathname).toBe("/business");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event_label: "Business" }));
  });

  it("closes when search opens", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.click(mobileSearchButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(searchBox()).toHaveFocus();
  });

  it("closes when the login panel opens", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.click(
      within(document.getElementById(menuButton().getAttribute("aria-controls")!)!).getByRole("button", {
        name: "LOGIN",
      }),
    );
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("site search (§2.4, §4.4)", () => {
  // Plain fake timers and synchronous events, so the 300 ms and 400 ms rules are checked to the millisecond.
  // The search is the site's own (index and ranking); only its lazy loading is replaced by a resolved promise.
  const setup = (loadSearch: SiteHeaderProps["loadSearch"] = () => Promise.resolve(searchSite)) => {
    vi.useFakeTimers();
    const view = renderHeader({ loadSearch });
    const wait = (ms: number) =>
      act(async () => {
        vi.advanceTimersByTime(ms);
        await Promise.resolve();
      });
    const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
    const key = (name: string) => fireEvent.keyDown(searchBox(), { key: name });
    fireEvent.click(desktopSearchButton());
    return { wait, type, key, ...view };
  };

  it("opens a bar with the placeholder, focused, from the search icon", () => {
    setup();
    const trigger = desktopSearchButton();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(searchBox()).toHaveAttribute("placeholder", "What are you looking for?");
    expect(searchBox()).toHaveFocus();
    expect(document.getElementById(trigger.getAttribute("aria-controls")!)).toContainElement(searchBox());
  });

  it("searches 300 ms after the last input, and needs 3 characters", async () => {
    const { wait, type } = setup();
    type("s");
    type("so");
    await wait(300);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.queryByText("No Results Found")).not.toBeInTheDocument();

    type("sol");
    await wait(299);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    type("sola");
    await wait(299);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await wait(1);
    const listbox = screen.getByRole("listbox", { name: "Search results" });
    expect(searchBox()).toHaveAttribute("aria-expanded", "true");
    expect(searchBox()).toHaveAttribute("aria-controls", listbox.id);
    expect(within(listbox).getAllByRole("option")[0]).toHaveTextContent("Solar finance");
  });

  it("ranks by the §7 score, highlights the match as text and follows results with the arrow keys and Enter", async () => {
    const { wait, type, key, router, container } = setup();
    type("vehicle");
    await wait(300);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    // Pages named with the query score 10 more than pages that only carry a matching tag, so they come first.
    // Each option shows the page's name, then its description.
    const name = (option: HTMLElement) => option.querySelector(".site-search__name")?.textContent;
    expect(options.map(name)).toEqual(searchSite("vehicle").map((result) => result.pageName));
    expect(options.map((option) => option.querySelector(".site-search__description")?.textContent)).toEqual(
      searchSite("vehicle").map((result) => result.description),
    );
    expect(options.length).toBeGreaterThan(2);
    expect(name(options[0]!)).toMatch(/vehicle/i);
    expect(options[0]!.querySelector("mark")?.textContent?.toLowerCase()).toBe("vehicle");
    expect(name(options.at(-1)!)).not.toMatch(/vehicle/i);
    vi.useRealTimers();
    await expectNoAxeViolations(container);

    key("ArrowDown");
    expect(searchBox()).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    key("ArrowUp");
    expect(searchBox()).toHaveAttribute("aria-activedescendant", options.at(-1)!.id);
    key("ArrowDown");
    key("Enter");
    await waitFor(() => expect(router.state.location.pathname).toBe(searchSite("vehicle")[0]!.pageUrl));
    expect(desktopSearchButton()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    fireEvent.click(desktopSearchButton());
    expect(searchBox()).toHaveValue("");
  });

  it("closes the mobile menu when a result is followed", async () => {
    const { wait, type } = setup();
    fireEvent.click(desktopSearchButton());
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(mobileSearchButton());
    fireEvent.click(menuButton());
    type("solar");
    await wait(300);
    fireEvent.click(within(screen.getByRole("listbox")).getAllByRole("option")[0]!);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(mobileSearchButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("says No Results Found when nothing matches", async () => {
    const { wait, type } = setup();
    type("zzzqqq");
    await wait(300);
    expect(screen.getByText("No Results Found", { selector: ".site-search__empty" })).toBeVisible();
    expect(searchBox()).toHaveAttribute("aria-expanded", "false");
  });

  it("never turns what was typed into markup", async () => {
    const { wait, type } = setup();
    type("finance <img src=x onerror=alert(1)>");
    await wait(300);
    expect(document.querySelector(".site-search img")).toBeNull();
    expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
  });

  it.each([
    ["the cancel icon", () => fireEvent.click(screen.getByRole("button", { name: "Cancel search" })), true],
    ["Escape", () => fireEvent.keyDown(searchBox(), { key: "Escape" }), true],
    ["a click outside once armed", () => fireEvent.pointerDown(document.body), false],
  ])("cancels with %s: clears, blurs and closes", async (_name, cancel, focusBack) => {
    const { wait, type } = setup();
    type("solar");
    await wait(400);
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    const input = searchBox();
    act(() => cancel());
    expect(input).toHaveValue("");
    expect(input).not.toHaveFocus();
    expect(input).not.toBeVisible();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(desktopSearchButton()).toHaveAttribute("aria-expanded", "false");
    if (focusBack) expect(desktopSearchButton()).toHaveFocus();
  });

  it("listens for a click outside once per opening, not again with every keystroke", async () => {
    const listens = vi.spyOn(document, "addEventListener");
    const { wait, type } = setup();
    const pointerListeners = () => listens.mock.calls.filter(([type]) => type === "pointerdown").length;
    const afterOpening = pointerListeners();
    for (const text of ["s", "so", "sol", "sola", "solar"]) type(text);
    await wait(300);
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(pointerListeners()).toBe(afterOpening);
  });

  it("ignores a click outside in the first 400 ms, and a click inside the bar or dropdown at any time", async () => {
    const { wait, type } = setup();
    await wait(399);
    fireEvent.pointerDown(document.body);
    expect(searchBox()).toBeVisible();
    await wait(1);
    type("solar");
    await wait(300);
    fireEvent.pointerDown(searchBox());
    fireEvent.pointerDown(screen.getByRole("listbox"));
    expect(searchBox()).toBeVisible();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("swallows search errors and keeps the page working", async () => {
    const { wait, type } = setup(() => Promise.reject(new Error("index missing")));
    type("solar");
    await wait(300);
    await wait(0);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue("solar");
  });
});

describe("login panel (§2.5, §4.1, §6)", () => {
  const loginButton = () => screen.getAllByRole("button", { name: "LOGIN" })[0]!;

  it("opens as a modal dialog on the personal tab with the account-services links", async () => {
    const user = userEvent.setup();
    const { container } = renderHeader();
    expect(loginButton()).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(loginButton());
    const dialog = await screen.findByRole("dialog", { name: `Log in to ${brand.name}` });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["PERSONAL", "BUSINESS", "PARTNER LOGIN"]);
    expect(within(dialog).getByRole("tab", { name: "PERSONAL" })).toHaveAttribute("aria-selected", "true");
    const login = within(dialog).getByRole("link", { name: /Login to Account Services/ });
    expect(login).toHaveAttribute("href", brand.selfService.personalLogin);
    expect(login).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("link", { name: /Register/ })).toHaveAttribute("href", brand.selfService.register);
    expect(within(dialog).queryByRole("link", { name: /Fleet portal login/ })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "CLOSE" })).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(container);
  });

  it("shows the fleet portal only on the business tab and the five partner links on the partner tab", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(loginButton());
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("tab", { name: "BUSINESS" }));
    expect(within(dialog).getByRole("link", { name: /Login to Account Services/ })).toHaveAttribute(
      "href",
      brand.selfService.businessLogin,
    );
    expect(within(dialog).getByRole("link", { name: /Fleet portal login/ })).toHaveAttribute(
      "href",
      brand.selfService.fleetPortal,
    );
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("tab", { name: "PARTNER LOGIN" })).toHaveAttribute("aria-selected", "true");
    const panel = within(dialog).getByRole("tabpanel");
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => [link.textContent?.replace(" (opens in a new window)", ""), link.getAttribute("href")]),
    ).toEqual([
      ["Dealer Self-Help", brand.selfService.dealerSelfHelp],
      ["Wholesale Finance System registration", brand.selfService.wholesaleRegistration],
      ["Wholesale Finance System", brand.selfService.wholesaleFinanceSystem],
      ["Third Party Registration", brand.selfService.thirdPartyRegistration],
      ["Third Party / Non-Bank Dealer Requests", brand.selfService.thirdPartyDealerRequests],
    ]);
    expect(within(dialog).queryByRole("link", { name: /Fleet portal login/ })).toBeNull();
  });

  it("labels the partner tab PARTNER at 510px or less", async () => {
    stubMatchMedia((query) => query === "(max-width: 510px)");
    const user = userEvent.setup();
    renderHeader();
    await user.click(loginButton());
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["PERSONAL", "BUSINESS", "PARTNER"]);
  });

  it.each([
    ["BUSINESS", "business", 0],
    ["PERSONAL", "personal", 1],
  ])("publishes a login click from %s with the panelId of §3 (%s = %i)", async (tab, label, panelId) => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(loginButton());
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("tab", { name: tab }));
    within(dialog)
      .getByRole("link", { name: /Login to Account Services/ })
      .addEventListener("click", (event) => event.preventDefault());
    await user.click(within(dialog).getByRole("link", { name: /Login to Account Services/ }));
    expect(dataLayer()).toContainEqual({
      event: "interaction",
      event_category: "login",
      event_action: "loginClick",
      event_label: label,
      value: panelId,
    });
  });

  it.each([
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    [
      "the CLOSE control",
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "CLOSE" })),
    ],
    [
      "a click outside the panel",
      async (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector(".login-panel__backdrop")!),
    ],
  ])("closes with %s and gives focus back to the opener", async (_name, close) => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(loginButton());
    await screen.findByRole("dialog");
    await close(user);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(loginButton()).toHaveFocus();
  });

  it("keeps Tab inside the panel", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(loginButton());
    const dialog = await screen.findByRole("dialog");
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("follows open, close and toggle requests from anywhere, on the tab they name", async () => {
    renderHeader();
    act(() => requestLoginPanel({ requestType: "open", showId: "business" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("tab", { name: "BUSINESS" })).toHaveAttribute("aria-selected", "true");
    act(() => requestLoginPanel({ requestType: "toggle" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => requestLoginPanel({ requestType: "toggle", showId: "partner" }));
    expect(within(screen.getByRole("dialog")).getByRole("tab", { name: "PARTNER LOGIN" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    act(() => requestLoginPanel({ requestType: "close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
