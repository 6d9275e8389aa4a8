import { data, redirect } from "react-router";
import { DocumentsStep } from "~/features/application/documents-step";
import { applyContext, applyHeaders, postedForm, refusedPost } from "~/features/application/apply-page.server";
import type { ApplyActionAnswer } from "~/features/application/apply-answers";
import { headMeta } from "~/features/seo/page-meta";
import { checkDocumentForm } from "~/lib/applications/document-upload";
import { siteContext } from "~/load-context";
import type { Route } from "./+types/apply--documents";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: "Apply for finance: documents",
      description: "Upload the documents of a finance application.",
      indexable: false,
    },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

/** The server turned away a file too large to read (`?problem=file-too-large`): said on the file field. */
const TOO_LARGE_PROBLEM = "file-too-large";

/**
 * Step 5, documents: what is sent (kind, type, size; never a file's name), what is still needed, and a form
 * to send one more (a native multipart post that works without JavaScript). Documents may follow later, so
 * the step never holds the applicant back.
 */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(siteContext);
  const view = await context.applications?.current();
  const open = !view || ["draft", "submitted", "in_review", "documents_required"].includes(view.status);
  return {
    csrfToken: context.csrfToken,
    hasApplication: view !== undefined,
    open,
    submitted: view !== undefined && view.status !== "draft",
    documents: view?.documents.map(({ kind, type, size }) => ({ kind, type, size })) ?? [],
    outstanding: view?.outstandingDocuments ?? [],
    tooLarge: url.searchParams.get("problem") === TOO_LARGE_PROBLEM,
    personalData: false,
  };
}

export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = applyContext(routerContext);
  const form = await postedForm(request, routerContext);
  const file = form.get("file");
  const checked = checkDocumentForm(form.get("kind"), file instanceof File ? file : null);
  const refused = await refusedPost(routerContext, form, {});
  if (refused) return refused;
  if (!checked.kind || !(file instanceof File) || Object.keys(checked.errors).length > 0)
    return data<ApplyActionAnswer>(
      { fields: checked.errors },
      { status: checked.errors.file === "tooLarge" ? 413 : 422 },
    );
  const outcome = await context.applications.addDocument(checked.kind, new Uint8Array(await file.arrayBuffer()));
  switch (outcome) {
    case "created":
      return redirect("/apply/documents", 303);
    case "unsupported_type":
      return data<ApplyActionAnswer>({ fields: { file: "unsupportedType" } }, { status: 415 });
    case "too_many":
      return data<ApplyActionAnswer>({ fields: { file: "tooMany" } }, { status: 422 });
    case "closed":
      return data<ApplyActionAnswer>({ notice: "closed" }, { status: 409 });
    case "no_application":
      return data<ApplyActionAnswer>({ notice: "noApplication" }, { status: 409 });
    default:
      return outcome satisfies never;
  }
}

export default function ApplyDocumentsStep({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentsStep {...loaderData} answer={actionData} />;
}
