import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { PageLink, ScrollKeepingRule } from "./page-link";

/** The rule the site gives (app/content/site-pages.ts, tested there): these two pages keep the position. */
const GUIDE_PAGES = new Set(["/graduate-finance", "/graduate-finance-guide"]);
const keepsScrollPosition = (from: string, to: string) => GUIDE_PAGES.has(from) && GUIDE_PAGES.has(to);

function Page() {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{pathname}</h1>
      <nav aria-label="Pages">
        <PageLink to="/graduate-finance">Graduate finance</PageLink>{" "}
        <PageLink to="/graduate-finance-guide">Graduate finance guide</PageLink>{" "}
        <PageLink to="/business">Finance for business</PageLink>
      </nav>
    </main>
  );
}

/** The site's arrangement: the router's scroll restoration in the layout, page links in the pages. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: ["/graduate-finance", "/graduate-finance-guide", "/business"].map((route) => ({
          path: route,
          element: <Page />,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ScrollKeepingRule value={keepsScrollPosition}>
      <RouterProvider router={router} />
    </ScrollKeepingRule>,
  );
}

describe("PageLink", () => {
  // jsdom does not scroll; what the router asks the window to do is what is checked here, the real
  // scrolling in tests/e2e/routing.test.ts.
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("scrollTo", scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollTo.mockReset();
  });

  it("leaves the position alone between the graduate-finance pages and scrolls to the top elsewhere", async () => {
    const user = userEvent.setup();
    const { container } = renderAt("/graduate-finance");
    await expectNoAxeViolations(container);
    // A router made in memory scrolls to the top on its first render too (the site's hydrated one does not).
    scrollTo.mockClear();

    await user.click(screen.getByRole("link", { name: "Graduate finance guide" }));
    expect(await screen.findByRole("heading", { name: "/graduate-finance-guide" })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole("link", { name: "Finance for business" }));
    expect(await screen.findByRole("heading", { name: "/business" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(screen.getByRole("link", { name: "Graduate finance" }));
    expect(await screen.findByRole("heading", { name: "/graduate-finance" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("lets a caller decide for itself", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <ScrollRestoration />
            </>
          ),
          children: [
            { path: "/business", element: <PageLink to="/fleet-solutions">Fleet</PageLink> },
            {
              path: "/fleet-solutions",
              element: (
                <PageLink to="/business" preventScrollReset>
                  Back to business
                </PageLink>
              ),
            },
          ],
        },
      ],
      { initialEntries: ["/business"] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    await user.click(screen.getByRole("link", { name: "Fleet" }));
    await screen.findByRole("link", { name: "Back to business" });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await user.click(screen.getByRole("link", { name: "Back to business" }));
    await screen.findByRole("link", { name: "Fleet" });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
