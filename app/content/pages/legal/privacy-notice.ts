import { LEAD_RETENTION_DAYS_DEFAULT } from "~/lib/leads/popia-notice";
import { brand } from "~/content/brand";
import type { PageContent } from "~/content/page-content";
import {
  companyContactItems,
  INFORMATION_REGULATOR,
  informationOfficerItem,
  LEGAL_PAGES_UPDATED,
} from "./legal-contacts";

const officer = brand.legalContacts.informationOfficerEmail;

/**
 * The privacy notice. `leadRetentionDays` is how long call-back requests are kept: the server's
 * LEAD_RETENTION_DAYS, which the page's loader reads, so the notice states what the site is set to do.
 */
export function privacyNoticeContent(leadRetentionDays: number = LEAD_RETENTION_DAYS_DEFAULT) {
  const kept = `${leadRetentionDays} ${leadRetentionDays === 1 ? "day" : "days"}`;
  return {
    page: "privacyNotice",
    hero: {
      heading: "How we handle your personal information",
      lead: `${brand.legalName} is the responsible party for the personal information collected through this website, under the Protection of Personal Information Act, 2013 (POPIA). It says what we collect, why, on what lawful basis, for how long, who sees it and what your rights are. Last updated ${LEGAL_PAGES_UPDATED}.`,
    },
    sections: [
      {
        kind: "spec-list",
        id: "responsible-party",
        heading: "Who is responsible",
        intro: "Our Information Officer answers every request about your personal information:",
        items: [informationOfficerItem, ...companyContactItems],
      },
      {
        kind: "prose",
        id: "scope",
        heading: "What this notice covers",
        paragraphs: [
          "This notice covers what this website collects: call-back requests, error reports, analytics if you accept them, and cookies and browser storage. An application for credit comes with a notice of its own, and our PAIA manual lists every kind of record we keep.",
          "We collect only what the purpose needs, we never sell personal information, and we use it for no purpose this notice does not give.",
        ],
      },
      {
        kind: "spec-list",
        id: "call-back-requests",
        heading: "Call-back requests",
        items: [
          {
            label: "What we collect",
            value:
              "Your name and cellphone number; your email address and ID number if you give them; the product, your preferred call time and any calculator figures; whether you want marketing; the campaign or other website that brought you to the site, if any (the campaign labels of the link you followed and the other website's name, kept in your browser for the visit); and the version of the consent wording you agreed to, with the time.",
          },
          {
            label: "Why",
            value:
              "To call you back about the finance you asked about. Your ID number is used only for a credit pre-check (an enquiry at a credit bureau before the call), and only if you tick the separate pre-check box, which is optional; without that tick we make no enquiry.",
          },
          {
            label: "Lawful basis",
            value:
              "Your consent, given with the consent box. If you then apply, the steps you ask for towards a credit agreement. News and offers only if you tick the separate marketing box.",
          },
          {
            label: "How long we keep it",
            value: `${kept} from the day you send it; after that it is deleted. If you become a customer, your application and agreement are kept as long as the National Credit Act, the Financial Intelligence Centre Act and tax law require.`,
          },
          {
            label: "Who sees it",
            value:
              "Our consultants, and the operator that hosts this website and its database, which may use it only on our instructions and must keep it secure (POPIA and our written agreement require it). A request about a car for sale on this site (Find a car) is also sent to the dealer who lists that car, whom the form names before you agree: your name, cellphone number, email address, preferred call time, any calculator figures and the car, never your ID number.",
          },
        ],
      },
      {
        kind: "spec-list",
        id: "error-reports",
        heading: "Error reports",
        items: [
          {
            label: "What we collect",
            value:
              "When a page fails in your browser: the error, where in the code it happened, the page address without its query and the time. Email addresses and long numbers are masked before it is stored; it holds nothing you typed.",
          },
          { label: "Why", value: "To find and fix faults in the site." },
          {
            label: "Lawful basis",
            value: "Our legitimate interest in a working, secure site; the report identifies nobody.",
          },
          {
            label: "How long we keep it",
            value: "In our server logs, only as long as needed to keep the site running and secure.",
          },
          { label: "Who sees it", value: "Our technical team and the operator that hosts the site." },
        ],
      },
      {
        kind: "spec-list",
        id: "analytics",
        heading: "Analytics, only if you accept them",
        items: [
          {
            label: "What we collect",
            value:
              "If you accept analytics: the pages you view (address without its query, and title), the menu links and login buttons you use, error counts, and a device fingerprint, a one-way code worked out from your browser's description, screen, plugins, storage settings, time zone, language and a small drawing the browser makes. Nothing you type.",
          },
          { label: "Why", value: "To learn which pages help visitors and what to improve." },
          {
            label: "Lawful basis",
            value:
              "Your consent. Without it no analytics run. Change your answer at any time with Cookie settings at the foot of every page.",
          },
          {
            label: "Where it goes and how long",
            value:
              "No analytics service receives them at present: they stay in the open page. Before we connect one, we will name it here.",
          },
        ],
      },
      {
        kind: "spec-list",
        id: "security-records",
        heading: "Security records and cookies",
        items: [
          {
            label: "Your IP address",
            value:
              "Used to limit how often one address may send a form or error report, against abuse (our legitimate interest in security). Kept with a count for at most ten minutes, then deleted.",
          },
          {
            label: "Request records",
            value:
              "Each request is logged with its time, address (query removed, emails and long numbers masked), answer and duration; no IP address and nothing you typed.",
          },
          {
            label: "Cookies and browser storage",
            value: "Two security cookies and a few storage items; the cookie notice lists every one.",
          },
        ],
      },
      {
        kind: "list",
        id: "your-rights",
        heading: "Your rights",
        intro: `To use any of these rights, write to our Information Officer at ${officer}; we answer within 30 days.`,
        style: "chevron",
        items: [
          "Access: ask, free of charge, whether we hold personal information about you, and for a copy of it and who has had it.",
          "Correction and deletion of information that is wrong, out of date, incomplete, misleading, or that we may no longer keep.",
          "Objection, on reasonable grounds, to processing for our legitimate interests, and at any time to direct marketing.",
          "Withdrawing consent for a call-back, marketing or analytics at any time; we stop from then on.",
          "No decision about you by automated means alone: this website makes none.",
          "Complaint to the Information Regulator if you believe we have interfered with your personal information.",
        ],
      },
      {
        kind: "cards",
        id: "information-regulator",
        heading: "Complaining to the Information Regulator",
        intro:
          "Please let us try to resolve a concern first. The Information Regulator deals with POPIA complaints, made in writing on POPIA Form 5.",
        cards: [
          {
            title: "The Information Regulator's website",
            text: "Forms, the complaint process and contact details.",
            link: { label: "inforegulator.org.za", href: INFORMATION_REGULATOR.website },
          },
          {
            title: "POPIA complaints by email",
            text: "Where to email the completed Form 5.",
            link: {
              label: INFORMATION_REGULATOR.popiaComplaints,
              href: `mailto:${INFORMATION_REGULATOR.popiaComplaints}`,
            },
          },
        ],
      },
      {
        kind: "prose",
        id: "security",
        heading: "How we protect it",
        paragraphs: [
          "The site is served encrypted, forms are protected against forged requests and limited in how often they can be sent, and personal information is kept out of web addresses and logs. Only those who need call-back requests for their work can see them.",
          "If personal information is accessed by someone who should not have it, we tell the Information Regulator and those affected, as POPIA requires.",
        ],
      },
      {
        kind: "prose",
        id: "children-and-borders",
        heading: "Children, other countries and changes",
        paragraphs: [
          "This site is for adults: we grant credit only from 18, and do not knowingly collect information about children.",
          "We send personal information outside South Africa only where the law, binding rules or an agreement protect it substantially as POPIA does, or you agree.",
          "When this notice changes, so does its date; the version you agree to is stored with your call-back request.",
        ],
      },
    ],
    related: ["cookieNotice", "paiaManual", "complaints", "termsOfUse"],
  } as const satisfies PageContent;
}

/** The notice as the site's default configuration states it. */
export const content = privacyNoticeContent();
