import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach } from "vitest";
import { createRoutesStub, Outlet, useNavigate, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { sitePages } from "~/content/site-pages";
import { PRERENDER_ORIGIN } from "~/lib/seo/prerender-origin";
import { canonicalUrl } from "~/lib/seo/canonical-url";
import { DocumentMeta } from "./document-meta";
import { useMetaDescription } from "./meta-description";
import { documentOrigin, errorHead, headMeta, pageMeta, type HeadMetaArgs } from "./page-meta";

const ORIGIN = "https://www.umoya.example";

/** What React Router passes a route's `meta` on `pathname`, with the root loader's origin. */
const argsAt = (pathname: string, rootData: unknown = { origin: ORIGIN }): HeadMetaArgs => ({
  location: { pathname },
  matches: [{ id: "root", loaderData: rootData }, { id: "page" }],
});

/** The content of the first descriptor naming `name` (meta name or property), or undefined. */
function contentOf(tags: readonly MetaDescriptor[], name: string): string | undefined {
  const tag = tags.find((candidate) => "name" in candidate && candidate.name === name) as
    { content?: string } | undefined;
  const property = tags.find((candidate) => "property" in candidate && candidate.property === name) as
    { content?: string } | undefined;
  return (tag ?? property)?.content;
}
const canonicalOf = (tags: readonly MetaDescriptor[]) =>
  (tags.find((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === "canonical") as { href?: string })
    ?.href;
const titleOf = (tags: readonly MetaDescriptor[]) =>
  (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;

describe("pageMeta", () => {
  it("gives a register page its title, description, canonical link and preview tags", () => {
    const tags = pageMeta("business")(argsAt("/business"));
    expect(titleOf(tags)).toBe(`${sitePages.business.title} | ${brand.name}`);
    expect(contentOf(tags, "description")).toBe(sitePages.business.description);
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/business/`);
    expect(contentOf(tags, "robots")).toBeUndefined();
    expect(contentOf(tags, "og:title")).toBe(titleOf(tags));
    expect(contentOf(tags, "og:description")).toBe(sitePages.business.description);
    expect(contentOf(tags, "og:url")).toBe(`${ORIGIN}/business/`);
    expect(contentOf(tags, "og:image")).toBe(`${ORIGIN}/brand/social/business.png`);
    expect(contentOf(tags, "og:type")).toBe("website");
    expect(contentOf(tags, "og:locale")).toBe("en_ZA");
    expect(contentOf(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("keeps a page the register marks not indexable away from search engines, with the site's own preview", () => {
    const tags = pageMeta("testing")(argsAt("/testing"));
    expect(contentOf(tags, "robots")).toBe("noindex");
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/testing/`);
    expect(contentOf(tags, "og:image")).toBe(`${ORIGIN}/brand/umoya-social.png`);
  });

  it("names home's canonical address with one slash", () => {
    expect(canonicalOf(pageMeta("home")(argsAt("/")))).toBe(`${ORIGIN}/`);
  });
});

describe("headMeta", () => {
  it("leaves out the canonical link and og:url of an error page, and keeps it out of search engines", () => {
    const tags = headMeta(errorHead(true), argsAt("/no-such-page"));
    expect(titleOf(tags)).toBe(`Page not found | ${brand.name}`);
    expect(canonicalOf(tags)).toBeUndefined();
    expect(contentOf(tags, "og:url")).toBeUndefined();
    expect(contentOf(tags, "robots")).toBe("noindex");
  });

  it("leaves out both description tags when a route gives none", () => {
    const tags = headMeta({ title: "Somewhere" }, argsAt("/somewhere"));
    expect(contentOf(tags, "description")).toBeUndefined();
    expect(contentOf(tags, "og:description")).toBeUndefined();
  });

  it("names the placeholder origin when the root loader gave none", () => {
    expect(canonicalOf(headMeta({ title: "Fines" }, argsAt("/fines", null)))).toBe(`${PRERENDER_ORIGIN}/fines/`);
  });
});

describe("errorHead", () => {
  it("tells a missing page from a failure", () => {
    expect(errorHead(true).title).toBe("Page not found");
    expect(errorHead(false).title).toBe("Something went wrong");
  });
});

describe("documentOrigin", () => {
  it("reads the root loader's origin", () => {
    expect(documentOrigin(argsAt("/", { origin: "https://a.example" }).matches)).toBe("https://a.example");
    expect(documentOrigin([{ id: "root", loaderData: { origin: 42 } }])).toBe(PRERENDER_ORIGIN);
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

function Controls() {
  const description = useMetaDescription();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => description.set("Calculated for a R250 000 car")}>set</button>
      <button onClick={() => description.set("Calculated for a R300 000 car")}>update</button>
      <button onClick={() => description.clear()}>clear</button>
      <button onClick={() => description.reset()}>reset</button>
      <button onClick={() => void navigate("/fines")}>fines</button>
      <button onClick={() => void navigate("/balloon-payments")}>balloon payments</button>
    </>
  );
}

/** The document head as the root renders it (React hoists the tags into <head>), over two register pages. */
function renderDocument(path = "/balloon-payments") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: ORIGIN }),
      Component: () => (
        <>
          <DocumentMeta />
          <Outlet />
        </>
      ),
      children: [
        { id: "balloon", path: "balloon-payments", Component: Controls, meta: pageMeta("balloonPayments") },
        { id: "fines", path: "fines", Component: Controls, meta: pageMeta("fines") },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");
const ogDescription = () => document.head.querySelector('meta[property="og:description"]')?.getAttribute("content");
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");

describe("the document head", () => {
  afterEach(async () => {
    // The override outlives a test's document (it is the window's): go back to the pages' own.
    await userEvent.click(screen.getByRole("button", { name: "reset" }));
  });

  it("shows the page's title, description and canonical link, and follows client navigation", async () => {
    const user = userEvent.setup();
    renderDocument();
    await screen.findByRole("button", { name: "set" });
    expect(document.title).toBe(`${sitePages.balloonPayments.title} | ${brand.name}`);
    expect(description()).toBe(sitePages.balloonPayments.description);
    expect(canonical()).toBe(`${ORIGIN}/balloon-payments/`);

    await user.click(screen.getByRole("button", { name: "fines" }));
    await expect.poll(() => document.title).toBe(`${sitePages.fines.title} | ${brand.name}`);
    expect(description()).toBe(sitePages.fines.description);
    expect(ogDescription()).toBe(sitePages.fines.description);
    expect(canonical()).toBe(`${ORIGIN}/fines/`);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("lets a page set, update, clear and reset its meta description (§2.1)", async () => {
    const user = userEvent.setup();
    renderDocument();
    await user.click(await screen.findByRole("button", { name: "set" }));
    expect(description()).toBe("Calculated for a R250 000 car");
    expect(ogDescription()).toBe("Calculated for a R250 000 car");
    await user.click(screen.getByRole("button", { name: "update" }));
    expect(description()).toBe("Calculated for a R300 000 car");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
    await user.click(screen.getByRole("button", { name: "reset" }));
    expect(description()).toBe(sitePages.balloonPayments.description);
  });

  it("drops a page's override when the visitor moves to another page", async () => {
    const user = userEvent.setup();
    renderDocument();
    await user.click(await screen.findByRole("button", { name: "set" }));
    await user.click(screen.getByRole("button", { name: "fines" }));
    await expect.poll(() => canonical()).toBe(`${ORIGIN}/fines/`);
    expect(description()).toBe(sitePages.fines.description);
  });
});
