import { describe, expect, it } from "vitest";
import { notFoundSearchOf } from "./not-found-search";
import { notFound } from "./not-found-search.server";

describe("the error page's search, ranked on the server", () => {
  it("answers 404 with the query and its §7 results, descriptions included", () => {
    const answer = notFound(new Request("http://localhost/lost-page?q=%20car%20loan%20"));
    expect(answer.init?.status).toBe(404);
    const search = notFoundSearchOf(answer.data);
    expect(search?.query).toBe("car loan");
    expect(search?.results[0]?.pageUrl).toBe("/private-finance");
    expect(search?.results[0]?.description).not.toBe("");
  });

  it("carries no results without a query, and cuts a long one to 100 characters", () => {
    expect(notFoundSearchOf(notFound(new Request("http://localhost/x")).data)).toEqual({ query: "", results: [] });
    const long = notFoundSearchOf(notFound(new Request(`http://localhost/x?q=${"a".repeat(300)}`)).data);
    expect(long?.query).toHaveLength(100);
  });

  it("finds no search in other error data", () => {
    for (const other of [null, undefined, "Not Found", { search: null }, { search: { query: "x" } }])
      expect(notFoundSearchOf(other)).toBeUndefined();
  });
});
