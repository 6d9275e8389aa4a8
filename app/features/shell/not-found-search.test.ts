import { describe, expect, it } from "vitest";
import { notFoundSearchOf } from "./not-found-search";
import { notFound } from "./not-found-search.server";

describe("the error page's search, ranked on the server", () => {
  it("answers 404 with the query's §7 results, descriptions included, and not the query", () => {
    const answer = notFound(new Request("http://localhost/lost-page?q=%20car%20loan%20"));
    expect(answer.init?.status).toBe(404);
    const search = notFoundSearchOf(answer.data);
    expect(Object.keys(search ?? {})).toEqual(["results"]);
    expect(search?.results[0]?.pageUrl).toBe("/private-finance");
    expect(search?.results[0]?.description).not.toBe("");
  });

  it("carries no results without a query, nor for one longer than the box takes (100 characters)", () => {
    expect(notFoundSearchOf(notFound(new Request("http://localhost/x")).data)).toEqual({ results: [] });
    const ask = (query: string) =>
      notFoundSearchOf(notFound(new Request(`http://localhost/x?q=${encodeURIComponent(query)}`)).data);
    const fits = `car loan${" x".repeat(46)}`;
    expect(fits).toHaveLength(100);
    expect(ask(fits)?.results.length).toBeGreaterThan(0);
    expect(ask(`${fits} x`)).toEqual({ results: [] });
  });

  it("finds no search in other error data", () => {
    for (const other of [null, undefined, "Not Found", { search: null }, { search: { query: "x" } }])
      expect(notFoundSearchOf(other)).toBeUndefined();
  });
});
