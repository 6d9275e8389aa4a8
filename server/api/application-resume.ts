import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { html, raw } from "hono/html";
import { brand } from "../../app/content/brand";
import { RESUME_LINK_DAYS, type ResumeLinks } from "../applications/resume-links";
import { applicationOwnerSetCookie } from "../security/application-owner";

/** Where an opened link leads: the application's pages, which find the draft by its cookie. */
const APPLY_PATH = "/apply";

/** What to do when a link no longer works, for a draft that may still exist. */
const renewal = html`<p>
  Your application is still in the browser where you last had it open (unless it was untouched for 30 days, when it is
  deleted). To continue somewhere else, open it there and choose “Save and continue later” again for a new link. Or
  <a href="${APPLY_PATH}">start a new application</a>.
</p> `;

const REFUSALS = {
  used: {
    status: 410,
    title: "This link has been used",
    body: html`<p>A link to continue an application works once, and this one has been opened already.</p>`,
    renew: true,
  },
  expired: {
    status: 410,
    title: "This link has expired",
    body: html`<p>A link to continue an application works for ${RESUME_LINK_DAYS} days, and this one is older.</p>`,
    renew: true,
  },
  closed: {
    status: 410,
    title: "This application can no longer be continued",
    body: html`<p>
      It has been submitted or withdrawn since this link was made, so there is nothing left to fill in. The browser
      where it was submitted shows how it is going; or call us and quote its reference.
    </p>`,
    renew: false,
  },
  unknown: {
    status: 404,
    title: "There is no such link",
    body: html`<p>
      This link is not one of ours, is incomplete, or belonged to an application that has been deleted.
    </p>`,
    renew: true,
  },
} as const;

/** A readable line length and the system's font: the page's only style, allowed by its hash and nothing else. */
const STYLE = "body{font:1rem/1.5 system-ui,sans-serif;max-width:38rem;margin:2rem auto;padding:0 1rem}";
/** Written whole, so that no formatting puts space around the style the hash is of. */
const STYLE_ELEMENT = raw(`<style>${STYLE}</style>`);
const POLICY = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * A refusal as a small page of its own: plain HTML, no script, one small inline style allowed by its hash
 * (the page's own policy: nothing else loads or runs), in the words of the site's other plain answers.
 */
function refusalPage(c: Context, refusal: (typeof REFUSALS)[keyof typeof REFUSALS]) {
  c.header("Content-Security-Policy", POLICY);
  return c.html(
    html`<!doctype html>
      <html lang="en-ZA">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${refusal.title} | ${brand.name}</title>
          ${STYLE_ELEMENT}
        </head>
        <body>
          <main>
            <h1>${refusal.title}</h1>
            ${refusal.body} ${refusal.renew ? renewal : ""}
            <p>Questions? Call us on <a href="${brand.contact.phoneHref}">${brand.contact.phone}</a>.</p>
            <p><a href="/">${brand.name} home</a></p>
          </main>
        </body>
      </html>`,
    refusal.status,
  );
}

/**
 * GET /apply/resume/:token: opens a "save and continue later" link. A valid link sets the draft's owner
 * cookie (a new owner secret: a cookie held elsewhere for the draft stops working) and redirects to
 * /apply; a used or expired link is 410, an unknown one 404, each a small page saying how to go on.
 * Never cached, never referred on (the token is in the address), and the request log masks the token.
 * HEAD opens nothing (405): a mail scanner that only looks must not use the link up.
 */
export function applicationResumeRoutes(deps: {
  readonly resumeLinks: ResumeLinks;
  readonly isSecure: (c: Context) => boolean;
}): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("Referrer-Policy", "no-referrer");
    c.res.headers.set("X-Robots-Tag", "noindex");
  });
  app.get("/:token", async (c) => {
    // Hono answers HEAD with the GET route (its body dropped), so HEAD is told apart here.
    if (c.req.method === "HEAD") return c.body(null, 405, { Allow: "GET" });
    const outcome = await deps.resumeLinks.redeem(c.req.param("token"));
    if (outcome.status !== "redeemed") return refusalPage(c, REFUSALS[outcome.status]);
    c.header(
      "Set-Cookie",
      applicationOwnerSetCookie({ id: outcome.applicationId, secret: outcome.secret }, deps.isSecure(c)),
      { append: true },
    );
    return c.redirect(APPLY_PATH, 303);
  });
  return app;
}
