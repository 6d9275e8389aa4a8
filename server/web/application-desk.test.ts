import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApplicationService } from "../applications/service";
import { applicationDesk, type IssueResumeLink } from "./application-desk";

/** A service that knows one draft, owned by the secret "s3cret". */
function serviceWith(status: string): ApplicationService {
  return {
    view: async (owner: { id: string; secret: string } | undefined, id: string) =>
      owner?.secret === "s3cret" && id === "d1" ? { id, status } : undefined,
  } as unknown as ApplicationService;
}

async function deskFor(cookie: string | undefined, status: string, issueResumeLink: IssueResumeLink | undefined) {
  const app = new Hono();
  let desk: ReturnType<typeof applicationDesk> | undefined;
  app.get("/", (c) => {
    desk = applicationDesk(c, {
      service: serviceWith(status),
      secure: false,
      publicOrigin: "https://site.test",
      issueResumeLink,
    });
    return c.text("ok");
  });
  await app.request("/", { headers: cookie ? { Cookie: cookie } : {} });
  return desk!;
}

describe("the /apply pages' desk: Save and continue later", () => {
  const issued: [string, string][] = [];
  const issue: IssueResumeLink = async (id, origin) => {
    issued.push([id, origin]);
    return { url: `${origin}/apply/resume/t0ken`, emailed: false, expiresAt: new Date("2026-12-05T10:00:00Z") };
  };

  it("is offered only when the server was given a way to issue links", async () => {
    expect((await deskFor("umoya-application=d1.s3cret", "draft", undefined)).saveForLater).toBeUndefined();
  });

  it("issues the link for the draft the request's cookie owns, on the site's public origin", async () => {
    const desk = await deskFor("umoya-application=d1.s3cret", "draft", issue);
    expect(await desk.saveForLater?.()).toEqual({
      url: "https://site.test/apply/resume/t0ken",
      emailed: false,
      expiresAt: "2026-12-05T10:00:00.000Z",
    });
    expect(issued).toEqual([["d1", "https://site.test"]]);
  });

  it("issues none without a draft of the visitor's own, or for one already sent", async () => {
    issued.length = 0;
    expect(await (await deskFor("umoya-application=d1.wrong", "draft", issue)).saveForLater?.()).toBe("no_application");
    expect(await (await deskFor(undefined, "draft", issue)).saveForLater?.()).toBe("no_application");
    expect(await (await deskFor("umoya-application=d1.s3cret", "submitted", issue)).saveForLater?.()).toBe(
      "no_application",
    );
    expect(issued).toEqual([]);
  });
});
