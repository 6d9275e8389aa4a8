import { formatRand } from "~/lib/format/currency";
import { dealFromQuery } from "~/lib/applications/deal-query";
import { DeferredSectionStepForm as SectionStepForm } from "~/features/application/deferred-forms";
import { applyHeaders, sectionStepAction, sectionStepData } from "~/features/application/apply-page.server";
import { headMeta } from "~/features/seo/page-meta";
import { vehicleName } from "~/lib/vehicles/vehicle-facts";
import { siteContext } from "~/load-context";
import type { Route } from "./+types/apply--deal";

export const meta: Route.MetaFunction = (args) =>
  headMeta(
    {
      title: "Apply for finance: the deal",
      description: "Apply for vehicle or asset finance online in six steps.",
      indexable: false,
    },
    args,
  );

export const headers: Route.HeadersFunction = applyHeaders;

/**
 * Step 1, the deal. A calculator or a car's page hands its figures over in the address (the deal's figures
 * only: amounts, term, balloon, the listing); they fill in the form over what was saved before.
 */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const step = await sectionStepData(routerContext, "deal");
  const given = dealFromQuery(url.searchParams);
  const vehicleId = given.vehicleId ?? step.values.vehicleId;
  const vehicle = vehicleId ? await routerContext.get(siteContext).vehicles?.get(Number(vehicleId)) : undefined;
  const fromListing = vehicle && vehicle.status === "available" ? vehicle : undefined;
  const values = {
    ...step.values,
    ...(fromListing && { product: "vehicle-finance", vehiclePrice: String(fromListing.price) }),
    ...given,
  };
  const { vehicleId: _listing, instalment, ...shown } = values;
  return {
    ...step,
    values: shown,
    carried: {
      ...(instalment && { instalment }),
      ...(fromListing && { vehicleId: String(fromListing.id) }),
    },
    listing: fromListing
      ? {
          name: `${vehicleName(fromListing)}${fromListing.variant ? ` ${fromListing.variant}` : ""}`,
          path: fromListing.path,
        }
      : undefined,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return sectionStepAction(request, context, "deal", "deal");
}

/** The hidden figures a post sent back with its answer (the address no longer carries them), or the loader's. */
function carriedOf(loaderData: Route.ComponentProps["loaderData"], actionData: Route.ComponentProps["actionData"]) {
  const sent = actionData?.result?.initialValue;
  if (!sent) return loaderData.carried;
  const carried: Record<string, string> = {};
  for (const name of ["instalment", "vehicleId"])
    if (typeof sent[name] === "string" && sent[name] !== "") carried[name] = sent[name];
  return carried;
}

export default function ApplyDealStep({ loaderData, actionData }: Route.ComponentProps) {
  const carried = carriedOf(loaderData, actionData);
  const instalment = carried.instalment;
  return (
    <>
      <h1>The deal</h1>
      <p className="apply__lead">
        Apply for finance in six steps, in about 10 minutes. Have your ID, your latest three payslips or bank statements
        and your driver&apos;s licence at hand; you can also send them later.
      </p>
      <SectionStepForm
        section="deal"
        action="/apply?index"
        values={loaderData.values}
        csrfToken={loaderData.csrfToken}
        answer={actionData}
        saveForLater={loaderData.saveForLater}
        carried={carried}
      >
        {loaderData.listing || instalment ? (
          <div className="apply-panel">
            {loaderData.listing ? (
              <p>
                For the car <a href={loaderData.listing.path}>{loaderData.listing.name}</a>.
              </p>
            ) : null}
            {instalment ? (
              <p>
                The calculator&apos;s instalment: <strong>{formatRand(Number(instalment))}</strong> a month. It is an
                estimate, not a quotation: a consultant sends you a quotation once your application is assessed.
              </p>
            ) : null}
          </div>
        ) : null}
      </SectionStepForm>
    </>
  );
}
