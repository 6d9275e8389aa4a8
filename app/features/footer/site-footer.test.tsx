import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import { stubMatchMedia } from "#test-support/match-media";
import { brand } from "~/content/brand";
import { seedShellDefinitions } from "~/content/navigation/shell-seed";
import { sanitizeHtml } from "~/lib/sanitize/sanitize-html.server";
import type { ShownFooterDefinition } from "~/lib/site-definitions/shell-definitions";
import { SiteFooter } from "./site-footer";

// The seed footer as pages draw it: its extra message as it shipped, sanitized (app/content/markup.generated.ts).
const umoyaFooter = seedShellDefinitions().footer;

const firstVariant: ShownFooterDefinition = {
  groups: [{ header: "Personal", items: [{ url: "/private-finance", description: "Vehicle finance" }] }],
  icons: [{ url: "https://www.facebook.com/example", title: "Us on Facebook", icon: "facebook" }],
  links: [{ url: "https://example.co.za/terms", description: "Terms of use", openNewWindow: true }],
  // Sanitized as publishing it would sanitize it.
  extraMessage: await sanitizeHtml(
    '<p>Registered credit provider <strong>NCRCP0000</strong></p><img src=x onerror="alert(1)"><script>alert(1)</script>',
  ),
};

const secondVariant: ShownFooterDefinition = {
  groups: [],
  footerColumns: [{ header: "Business", items: [{ url: "/business", description: "Business finance" }] }],
  socialMediaItems: [{ url: "https://www.linkedin.com/company/example", title: "Us on LinkedIn", icon: "linkedin" }],
  legalItems: [{ url: "https://example.co.za/paia", description: "PAIA manual" }],
  disclaimer: "Estimates only.",
  addressLine: "14 Fricker Road, Illovo",
};

describe("SiteFooter", () => {
  it("draws the first variant: groups, icon links, plain links and the sanitized extra message", async () => {
    const { container } = render(
      <MemoryRouter>
        <SiteFooter footer={firstVariant} />
      </MemoryRouter>,
    );
    const columns = screen.getByRole("navigation", { name: "Footer" });
    expect(within(columns).getByRole("heading", { name: "Personal" })).toBeInTheDocument();
    expect(within(columns).getByRole("link", { name: "Vehicle finance" })).toHaveAttribute("href", "/private-finance");
    expect(screen.getByRole("link", { name: "Us on Facebook" })).toHaveAttribute("target", "_blank");
    const terms = screen.getByRole("link", { name: /Terms of use/ });
    expect(terms).toHaveAttribute("rel", "noopener noreferrer");
    expect(terms).toHaveTextContent("(opens in a new window)");
    expect((await screen.findByText("NCRCP0000")).tagName).toBe("STRONG");
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("draws the second variant: columns, social media, legal items, disclaimer and address line", async () => {
    const { container } = render(
      <MemoryRouter>
        <SiteFooter footer={secondVariant} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Business" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Us on LinkedIn" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Legal" })).getByRole("link", { name: "PAIA manual" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Estimates only.")).toBeInTheDocument();
    expect(screen.getByText("14 Fricker Road, Illovo")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("links the seed's legal items to the legal pages of this site, in the same tab", () => {
    render(
      <MemoryRouter>
        <SiteFooter footer={umoyaFooter} />
      </MemoryRouter>,
    );
    const legal = screen.getByRole("list", { name: "Legal" });
    const links = within(legal).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms of use", "/legal/terms-of-use"],
      ["Privacy notice (POPIA)", "/legal/privacy-notice"],
      ["PAIA manual", "/legal/paia-manual"],
      ["Cookie notice", "/legal/cookie-notice"],
      ["Complaints and disputes", "/legal/complaints"],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute("target");
  });

  it("shows the seed's credit-provider registration line from the brand configuration", () => {
    render(
      <MemoryRouter>
        <SiteFooter footer={umoyaFooter} />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        `${brand.legalName} is a registered credit provider, NCR registration number ${brand.registration.ncrRegistrationNumber}, and an authorised financial services provider, FSP number ${brand.registration.fspNumber}. Company registration number ${brand.registration.company}.`,
      ),
    ).toBeInTheDocument();
  });

  it("links the registration numbers to the regulators' own websites, whatever the footer service publishes", () => {
    render(
      <MemoryRouter>
        <SiteFooter footer={{ ...umoyaFooter, extraMessage: undefined }} />
      </MemoryRouter>,
    );
    const checks = within(screen.getByRole("list", { name: "Check our registration" }));
    expect(
      checks.getByRole("link", {
        name: `Check ${brand.registration.ncrRegistrationNumber} with the National Credit Regulator`,
      }),
    ).toHaveAttribute("href", "https://www.ncr.org.za");
    expect(
      checks.getByRole("link", {
        name: `Check FSP ${brand.registration.fspNumber} with the Financial Sector Conduct Authority`,
      }),
    ).toHaveAttribute("href", "https://www.fsca.co.za");
  });

  describe("on a phone", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("folds each group of pages under a disclosure button and leaves the contact group open", async () => {
      stubMatchMedia((query) => query === "(max-width: 600px)");
      const user = userEvent.setup();
      const { container } = render(
        <MemoryRouter>
          <SiteFooter footer={umoyaFooter} />
        </MemoryRouter>,
      );
      const columns = screen.getByRole("navigation", { name: "Footer" });
      const business = within(columns).getByRole("button", { name: "Business" });
      expect(business).toHaveAttribute("aria-expanded", "false");
      expect(within(columns).queryByRole("link", { name: "Fleet solutions" })).toBeNull();
      // The contact group holds the telephone and e-mail links: never folded.
      expect(within(columns).queryByRole("button", { name: "Contact us" })).toBeNull();
      expect(within(columns).getByRole("link", { name: /^Call / })).toBeVisible();

      await user.click(business);
      expect(business).toHaveAttribute("aria-expanded", "true");
      const list = document.getElementById(business.getAttribute("aria-controls") ?? "");
      expect(list).not.toBeNull();
      expect(within(list as HTMLElement).getByRole("link", { name: "Fleet solutions" })).toBeVisible();
      await expectNoAxeViolations(container);

      await user.click(business);
      expect(business).toHaveAttribute("aria-expanded", "false");
      expect(within(columns).queryByRole("link", { name: "Fleet solutions" })).toBeNull();
    });

    it("keeps every group open on a wider screen, its heading plain text", () => {
      stubMatchMedia(() => false);
      render(
        <MemoryRouter>
          <SiteFooter footer={umoyaFooter} />
        </MemoryRouter>,
      );
      const columns = screen.getByRole("navigation", { name: "Footer" });
      expect(within(columns).queryAllByRole("button")).toEqual([]);
      expect(within(columns).getByRole("link", { name: "Fleet solutions" })).toBeVisible();
    });
  });
});
