import { brand } from "~/content/brand";
import type { PageContent } from "~/content/page-content";
import { formatDate } from "~/lib/format/date";

/** When this notice last changed (the visit's campaign is kept in session storage); other legal pages keep theirs. */
const COOKIE_NOTICE_UPDATED = formatDate("2026-11-28");

/**
 * Every cookie and storage item the site sets, by the name the code gives it. A test reads the names from
 * the code that sets them (tests/http/legal-pages.test.ts) and fails when one is missing here.
 */
export const cookieNoticeItems = {
  cookies: [
    {
      label: "umoya-sid (on a secure connection: __Host-umoya-sid)",
      value:
        "Strictly necessary. A random code for your visit that the site uses only to check that a form or request that changes something really comes from this site, which protects you against cross-site request forgery. Scripts cannot read it. It is deleted when you close your browser.",
    },
    {
      label: "csrf-token (on a secure connection: __Host-csrf-token)",
      value:
        "Strictly necessary. A security token, signed for your visit, that the site's own scripts copy into every request that changes something, such as sending a call-back request. It is deleted when you close your browser.",
    },
    {
      label: "umoya-application (on a secure connection: __Host-umoya-application)",
      value:
        "Strictly necessary, and set only once you start a finance application. A random key that shows the application is yours, so that nobody else can open it; the site keeps only a fingerprint of it. Scripts cannot read it. It lasts 30 days, as long as an unfinished application is kept.",
    },
  ],
  localStorage: [
    {
      label: "navCache",
      value:
        "A copy of the site's menu, so that the header appears at once on your next visit; it is refreshed every time you visit. It holds nothing about you. It stays until you clear this site's data in your browser.",
    },
    {
      label: "userDisplayed",
      value:
        "Records that you have answered the cookie notice, so that it does not ask again. It stays until you change your choice or clear this site's data.",
    },
    {
      label: "analyticsConsent",
      value:
        "Your answer in the cookie notice: granted if you chose Accept analytics, denied if you chose Necessary only. It stays until you change your choice or clear this site's data.",
    },
  ],
  sessionStorage: [
    {
      label: "umoya.campaign",
      value:
        "The advertising campaign or other website that brought you here, if any: the campaign labels in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid) and the other website's name, never its full address. Kept from the first page you open, and sent with a call-back request so that we can tell which campaigns bring requests. It is not a cookie and no other company receives it. It is deleted when you close the tab.",
    },
    {
      label: "react-router-scroll-positions",
      value:
        "How far down each page you had scrolled, so that going back or forward, or reloading the page, returns you to the same place. It holds nothing about you. It is deleted when you close the tab.",
    },
    {
      label: "warningShowKey, dr_error_2021, or the name a service notice gives",
      value:
        "Records that you closed a service notice shown under the header (dr_error_2021 is the maintenance notice), so that it stays closed while you browse. It is deleted when you close the tab.",
    },
  ],
  cacheStorage: [
    {
      label: "umoya-precache-v2-, followed by the site's address",
      value:
        "The offline page and the few files it needs (its styles, font and logo), which the site's service worker keeps so that it can show that page when you are offline and a page you ask for was never opened. It holds nothing about you. It is replaced when a new version of the site needs other files.",
    },
    {
      label: "umoya-assets- and umoya-pages-, followed by the site's version",
      value:
        "The site's service worker keeps the files of the current version of the site and copies of up to 40 pages you have opened, so that they still open when you are offline. It never keeps forms you send or answers from our servers' interfaces. Both are deleted when a new version of the site takes over.",
    },
  ],
} as const;

export const content = {
  page: "cookieNotice",
  hero: {
    heading: "Cookies and browser storage on this site",
    lead: `The ${brand.name} website sets two security cookies and keeps a few small items in your browser's storage. Most are needed for the site to work and to keep it secure; analytics run only if you accept them. This notice lists every one. It was last updated on ${COOKIE_NOTICE_UPDATED}.`,
  },
  sections: [
    {
      kind: "prose",
      id: "what-they-are",
      heading: "What cookies and browser storage are",
      paragraphs: [
        "A cookie is a small piece of text a website asks your browser to keep and send back with each visit. Browser storage is similar, but stays in your browser: the site's scripts read it, and it is not sent to our servers. Local storage lasts until it is cleared, session storage until you close the tab, and cache storage holds copies of files so that pages open quickly or offline.",
        "None of the items below holds your name, your contact details or anything you type into a form.",
      ],
    },
    {
      kind: "spec-list",
      id: "cookies",
      heading: "Cookies",
      intro:
        "These cookies belong to this site and are sent only to it. On a secure connection their names start with __Host-, which pins them to this site's own address.",
      items: cookieNoticeItems.cookies,
    },
    {
      kind: "spec-list",
      id: "local-storage",
      heading: "Local storage",
      items: cookieNoticeItems.localStorage,
    },
    {
      kind: "spec-list",
      id: "session-storage",
      heading: "Session storage",
      items: cookieNoticeItems.sessionStorage,
    },
    {
      kind: "spec-list",
      id: "cache-storage",
      heading: "Offline copies (cache storage)",
      items: cookieNoticeItems.cacheStorage,
    },
    {
      kind: "prose",
      id: "analytics",
      heading: "Analytics",
      paragraphs: [
        "If you choose Accept analytics, the site records the pages you view, the menu links and login buttons you use, and a device fingerprint: a one-way code worked out from your browser's description, screen, plugins, storage settings, time zone, language and a small drawing made by the browser. It sets no cookie for this.",
        "At present no analytics service receives these records; they stay in the open page and are gone when you close it. Before we connect an analytics service, we will name it here, with any cookies it sets. If you choose Necessary only, none of this runs.",
      ],
    },
    {
      kind: "prose",
      id: "third-parties",
      heading: "Other websites",
      paragraphs: [
        "This site sets no cookies for other companies, and it loads no advertising. The login pages at secure.umoyafinance.co.za, which open in a new window, and the websites of regulators and social networks we link to, have cookie notices of their own.",
      ],
    },
    {
      kind: "prose",
      id: "your-choice",
      heading: "Changing your choice or removing these items",
      paragraphs: [
        "Use Cookie settings at the foot of any page to see the cookie notice again and give a new answer; analytics stop at once, and stay off unless you accept them again. You can also delete this site's cookies and storage in your browser's settings at any time. If you block the security cookies, you cannot send a call-back request, because the site cannot check that it came from you.",
      ],
    },
  ],
  related: ["privacyNotice", "termsOfUse", "complaints", "paiaManual"],
} as const satisfies PageContent;
