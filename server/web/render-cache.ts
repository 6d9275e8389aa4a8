import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { PRERENDER_ORIGIN } from "../../app/lib/seo/prerender-origin";
import { PreparedAnswer } from "../http/prepared-answer";
import { pageContentSecurityPolicy, SiteScripts } from "../security/content-security-policy";
import type { RenderedPage } from "./page-renderer";

/**
 * What a cached page tells caches in front of the server: any cache may keep it (it carries nothing of
 * one visitor), a browser asks again each time (and gets a 304 while nothing changed), a CDN reuses it for
 * a minute and serves its copy while it asks again for ten more, or for a day while this server fails.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400";

/** One rendered page, for one content version, with an answer per origin it was asked for. */
export class CachedPage {
  readonly version: string;
  /** 200, or 404 for the one not-found page. */
  readonly status: 200 | 404;
  readonly #template: string;
  readonly #contentType: string;
  readonly #isHtml: boolean;
  readonly #scripts: SiteScripts;
  readonly #answers = new Map<string, { answer: PreparedAnswer; policy?: { plain: string; secure: string } }>();

  /**
   * `scripts`: the site's own inline scripts; a page rendered for the cache carries nothing of any visitor,
   * so its code scripts are learned as the site's (content-security-policy.ts).
   */
  constructor(version: string, rendered: RenderedPage & { body: string; status: 200 | 404 }, scripts: SiteScripts) {
    this.version = version;
    this.status = rendered.status;
    this.#scripts = scripts;
    this.#template = rendered.body;
    this.#contentType = rendered.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    this.#isHtml = this.#contentType.startsWith("text/html");
    if (this.#isHtml) scripts.learn(rendered.body);
  }

  /** Bytes held, counting each answer's compressed copies at about what they come to. */
  get size(): number {
    let size = this.#template.length;
    for (const { answer } of this.#answers.values()) size += answer.body.byteLength * 2;
    return size;
  }

  /** Whether an answer for `origin` is made already (making one changes the page's size). */
  hasAnswerFor(origin: string): boolean {
    return this.#answers.has(origin);
  }

  /**
   * The answer for a request whose links name `origin`: the placeholder origin replaced, the hashes of
   * the site's own inline scripts and of its hydration data listed in the Content-Security-Policy (no
   * nonce: the same for everyone), compressed once. The origins a page can be asked for are few and fixed (server/web/public-origin.ts).
   */
  respond(c: Context, origin: string, upgradeInsecure: boolean): Response {
    let made = this.#answers.get(origin);
    if (!made) {
      const body = this.#template.replaceAll(PRERENDER_ORIGIN, origin);
      const answer = new PreparedAnswer(
        body,
        `W/"${this.version}"`,
        {
          "Content-Type": this.#contentType,
          // The not-found page is one copy for every unknown address: not one for a CDN to keep per address.
          "Cache-Control": this.status === 200 ? PAGE_CACHE_CONTROL : "no-cache",
        },
        { status: this.status },
      );
      const hashes = this.#isHtml ? this.#scripts.allowed(body).hashes : undefined;
      made = {
        answer,
        policy: hashes && {
          plain: pageContentSecurityPolicy(hashes, { upgradeInsecure: false }),
          secure: pageContentSecurityPolicy(hashes, { upgradeInsecure: true }),
        },
      };
      this.#answers.set(origin, made);
    }
    const policy = made.policy && (upgradeInsecure ? made.policy.secure : made.policy.plain);
    return made.answer.respond(c, policy ? { "Content-Security-Policy": policy } : {});
  }
}

/**
 * Whether React Router's answer may be kept and shared: a whole answer with the status expected (200, or
 * 404 for the not-found page) that sets no cookie and does not forbid it.
 */
function isShareable(
  rendered: RenderedPage,
  status: 200 | 404,
): rendered is RenderedPage & { body: string; status: 200 | 404 } {
  const cacheControl = rendered.headers.get("Cache-Control") ?? "";
  return (
    rendered.status === status &&
    rendered.body !== null &&
    !rendered.headers.has("Set-Cookie") &&
    !/no-store|private/i.test(cacheControl)
  );
}

export interface RenderCacheOptions {
  /**
   * Most bytes the pages outside the site's own may hold (RENDER_CACHE_MB): cars' pages, pages of the
   * blog's index; the least recently asked for go first.
   */
  readonly maxBytes: number;
  /** The site's own inline scripts (learned from the pages this cache renders); a set of its own by default. */
  readonly scripts?: SiteScripts;
  /**
   * Told of every page looked up: held for the version (`hit`, also when it joins a render under way) or
   * rendered for it (`miss`); the server's metrics count them.
   */
  readonly onLookup?: (result: "hit" | "miss") => void;
}

/**
 * Where a page is kept. `site`: the site's own pages (those of the page register, the posts, the form,
 * the not-found page), a set the site decides, each kept (in its newest version) until the server stops, so
 * no request of anyone else's can push one out. `other`: pages whose number visitors choose (a car's page,
 * a page of the blog's index), in a bounded area of their own, least recently used first out.
 */
export type CacheArea = "site" | "other";

/** What `page` is told about the path besides how to render it. */
export interface PageOptions {
  readonly area: CacheArea;
  /** The status of a render that is kept: 200 (the default), or 404 for the not-found page. */
  readonly keeps?: 200 | 404;
}

/**
 * Every page rendered once per (path, content version), then answered from memory. Per path it keeps
 * the newest version rendered, which is also what is answered when the content version cannot be read or
 * a render fails (the database is down). Requests that arrive while a path renders for a version wait for
 * that one render. Never keyed by anything a client sends but the path (its canonical spelling,
 * server/web/canonical-path.ts).
 */
export class RenderCache {
  readonly #site = new Map<string, CachedPage>();
  readonly #other: LRUCache<string, CachedPage>;
  readonly #rendering = new Map<string, Promise<CachedPage | RenderedPage>>();
  readonly scripts: SiteScripts;
  readonly #onLookup: (result: "hit" | "miss") => void;

  constructor(options: RenderCacheOptions) {
    this.scripts = options.scripts ?? new SiteScripts();
    this.#onLookup = options.onLookup ?? (() => undefined);
    this.#other = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.size),
    });
  }

  /** The page for `path` rendered for `version`, if it is held. */
  current(path: string, version: string): CachedPage | undefined {
    const page = this.last(path);
    return page?.version === version ? page : undefined;
  }

  /** The newest page held for `path`, whatever its version. */
  last(path: string): CachedPage | undefined {
    return this.#site.get(path) ?? this.#other.get(path);
  }

  /**
   * The page for `path` and `version`: held, or rendered once by `render` (concurrent callers share the
   * render) and kept in `options.area` when it may be shared; otherwise what React Router answered (a 404, a
   * redirect, an error page), which is not kept.
   */
  async page(
    path: string,
    version: string,
    render: () => Promise<RenderedPage>,
    options: PageOptions = { area: "other" },
  ): Promise<CachedPage | RenderedPage> {
    const held = this.current(path, version);
    const key = `${version} ${path}`;
    let rendering = this.#rendering.get(key);
    this.#onLookup(held || rendering ? "hit" : "miss");
    if (held) return held;
    if (!rendering) {
      rendering = render()
        .then((rendered) => {
          if (!isShareable(rendered, options.keeps ?? 200)) return rendered;
          const page = new CachedPage(version, rendered, this.scripts);
          if (options.area === "site") this.#site.set(path, page);
          else this.#other.set(path, page);
          return page;
        })
        .finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return rendering;
  }

  /** Answers `c` with `page` for `origin`, counting the page's new size when it made a new answer. */
  respond(c: Context, path: string, page: CachedPage, origin: string, upgradeInsecure: boolean): Response {
    const grows = !page.hasAnswerFor(origin);
    const response = page.respond(c, origin, upgradeInsecure);
    if (grows && this.#other.peek(path) === page) this.#other.set(path, page);
    return response;
  }

  /** Bytes held, and pages: in all, and the site's own. */
  get stats(): { readonly bytes: number; readonly pages: number; readonly sitePages: number } {
    let siteBytes = 0;
    for (const page of this.#site.values()) siteBytes += page.size;
    return {
      bytes: siteBytes + this.#other.calculatedSize,
      pages: this.#site.size + this.#other.size,
      sitePages: this.#site.size,
    };
  }

  /** The paths held, the site's own first: what a test or an operator checks the cache by. */
  paths(): { readonly site: readonly string[]; readonly other: readonly string[] } {
    return { site: [...this.#site.keys()], other: [...this.#other.keys()] };
  }
}
