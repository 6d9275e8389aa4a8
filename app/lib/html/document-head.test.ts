import { describe, expect, it } from "vitest";
import { finishDocumentHead } from "./document-head";

describe("finishDocumentHead", () => {
  const head =
    '<head><link rel="stylesheet" href="/assets/style.css"/>' +
    '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
    '<link rel="modulepreload" href="/assets/root.js"/>' +
    '<link rel="preload" as="image" href="/assets/hero.svg" fetchPriority="high"/>';

  it("fetches every module preload at low priority and leaves other links alone", () => {
    const finished = finishDocumentHead(head, "");
    expect(finished.match(/<link rel="modulepreload" fetchpriority="low" href="[^"]+"\/>/g)).toHaveLength(2);
    expect(finished).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(finished).toContain('<link rel="preload" as="image" href="/assets/hero.svg" fetchPriority="high"/>');
  });

  it("adds the markup at the end of the head", () => {
    const markup = '<script type="application/ld+json">{}</script>';
    expect(finishDocumentHead("<head><title>T</title>", markup)).toBe(`<head><title>T</title>${markup}`);
  });
});
