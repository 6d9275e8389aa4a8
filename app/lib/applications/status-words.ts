import type { ApplicationStatusName } from "./application-desk";

/** Each status of an application in the applicant's words, with what it means for them. */
export const STATUS_WORDS: Readonly<Record<ApplicationStatusName, { readonly title: string; readonly text: string }>> =
  {
    draft: {
      title: "Not sent yet",
      text: "Your answers are saved on this device. Finish the steps and submit the application when you are ready.",
    },
    submitted: {
      title: "Received",
      text: "We have your application. A consultant will start assessing it shortly.",
    },
    in_review: {
      title: "Being assessed",
      text: "A consultant is assessing your application with your documents and your credit record.",
    },
    documents_required: {
      title: "Documents needed",
      text: "The consultant needs documents from you before the assessment can go on.",
    },
    approved: {
      title: "Approved",
      text: "Your application has been approved. A consultant will send you a quotation with the interest rate, the fees and the total cost, which you can accept or not, before any agreement is signed.",
    },
    declined: {
      title: "Declined",
      text: "The credit provider has declined this application.",
    },
    withdrawn: {
      title: "Withdrawn",
      text: "This application has been withdrawn and will not be assessed.",
    },
  };

/** Statuses from which the applicant may withdraw the application. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatusName[] = [
  "draft",
  "submitted",
  "in_review",
  "documents_required",
];
