import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical-url";
import { MetaDescriptionProvider, useMetaDescription } from "./meta-description";
import { PageHead } from "./page-head";
import { readDocumentOrigin, SiteOriginProvider } from "./site-origin";

function Controls() {
  const description = useMetaDescription();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => description.set("Calculated for a R250 000 car")}>set</button>
      <button onClick={() => description.set("Calculated for a R300 000 car")}>update</button>
      <button onClick={() => description.clear()}>clear</button>
      <button onClick={() => description.reset()}>reset</button>
      <button onClick={() => navigate("/fines")}>navigate</button>
    </>
  );
}

function renderHead(path = "/balloon-payments") {
  return render(
    <SiteOriginProvider value="https://www.umoya.example">
      <MemoryRouter initialEntries={[path]}>
        <MetaDescriptionProvider>
          <PageHead title="Balloon payments" description="How a balloon payment lowers your instalment." />
          <Controls />
        </MetaDescriptionProvider>
      </MemoryRouter>
    </SiteOriginProvider>,
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("PageHead", () => {
  it("writes the title, description and canonical link into the head", () => {
    renderHead();
    expect(document.title).toBe("Balloon payments | Umoya Finance");
    expect(description()).toBe("How a balloon payment lowers your instalment.");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://www.umoya.example/balloon-payments/",
    );
  });

  it("lets a page set, update, clear and reset its meta description", async () => {
    const user = userEvent.setup();
    renderHead();
    await user.click(screen.getByRole("button", { name: "set" }));
    expect(description()).toBe("Calculated for a R250 000 car");
    await user.click(screen.getByRole("button", { name: "update" }));
    expect(description()).toBe("Calculated for a R300 000 car");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    await user.click(screen.getByRole("button", { name: "reset" }));
    expect(description()).toBe("How a balloon payment lowers your instalment.");
  });

  it("drops a page's override when the visitor moves to another page", async () => {
    const user = userEvent.setup();
    renderHead();
    await user.click(screen.getByRole("button", { name: "set" }));
    await user.click(screen.getByRole("button", { name: "navigate" }));
    expect(description()).toBe("How a balloon payment lowers your instalment.");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://www.umoya.example/fines/",
    );
  });
});

describe("canonicalUrl", () => {
  it.each([
    ["https://a.example", "/", "https://a.example/"],
    ["https://a.example/", "/business", "https://a.example/business/"],
    ["https://a.example", "/business/", "https://a.example/business/"],
    ["https://a.example", "/why-umoya/switch-to-umoya", "https://a.example/why-umoya/switch-to-umoya/"],
    ["https://a.example", "//business//specialised-finance", "https://a.example/business/specialised-finance/"],
  ])("%s + %s is %s", (origin, path, expected) => {
    expect(canonicalUrl(origin, path)).toBe(expected);
  });
});

describe("readDocumentOrigin", () => {
  it("takes the origin the server wrote into the canonical link, else the page's own", () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.umoya.example/fines/">';
    expect(readDocumentOrigin(document)).toBe("https://www.umoya.example");
    document.head.innerHTML = "";
    expect(readDocumentOrigin(document)).toBe(window.location.origin);
  });
});
