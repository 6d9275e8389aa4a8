import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { APPLY_AFFORDABILITY_PATH, APPLY_STEPS, type ApplyStepKey } from "~/lib/applications/application-steps";
import { StepIndicator } from "./step-indicator";
import "./apply.css";

/**
 * The frame of every /apply page: the page's gutters, the step indicator on the six steps, and the focus
 * moved to the new page's heading after each step change in the browser (a full page load starts at the top
 * as any page does).
 */
export function ApplyLayout({
  progress,
  children,
}: {
  readonly progress: { readonly done: readonly ApplyStepKey[]; readonly reached: readonly ApplyStepKey[] };
  readonly children: ReactNode;
}) {
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, "");
  // The affordability estimate is the end of step 4, "What you spend".
  const step = APPLY_STEPS.find((candidate) =>
    path === APPLY_AFFORDABILITY_PATH ? candidate.key === "spending" : candidate.path === path,
  );
  const container = useRef<HTMLDivElement>(null);
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = "";
    const heading = container.current?.querySelector("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [location.pathname]);
  return (
    <div className="container">
      <div className="apply" ref={container}>
        {step ? <StepIndicator current={step.key} done={progress.done} reached={progress.reached} /> : null}
        {children}
      </div>
    </div>
  );
}
