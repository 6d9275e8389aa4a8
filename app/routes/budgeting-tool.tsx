import { keepDataWhileCalculating } from "~/features/calculators/shared/calculator-revalidation";
import { content } from "~/content/pages/budgeting-tool";
import { BudgetCalculator } from "~/features/calculators/deferred-calculators";
import { ContentPage, type PageCalculators } from "~/features/content-page/content-page";
import { CallBackCard } from "~/features/leads/call-back-card";
import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";

const calculators: PageCalculators = { budget: BudgetCalculator };

export const handle: PageHandle = { page: "budgetingTool" };
export const meta = pageMeta("budgetingTool");

export default function BudgetingToolPage() {
  return <ContentPage callBackCard={CallBackCard} content={content} calculators={calculators} />;
}

// Typing in the calculator rewrites the query: the page keeps its data rather than loading it again.
export const shouldRevalidate = keepDataWhileCalculating;
