import { Link } from "react-router";
import type { ApplicationSections, SectionName } from "~/lib/applications/application-sections";
import { fieldQuestion } from "~/lib/applications/application-fields";
import { APPLY_STEPS, SECTION_FIELDS } from "~/lib/applications/application-steps";
import { formatRand } from "~/lib/format/currency";
import { fieldId } from "./apply-field";

/** An answer as the check page shows it: the option's words, an amount in rand, the ID number masked. */
function answerText(section: SectionName, field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const question = fieldQuestion(section, field);
  const control = question?.control;
  if (control?.kind === "choice")
    return control.options.find((option) => option.value === value)?.label ?? String(value);
  if (control?.kind === "amount") return control.unit === "percent" ? `${String(value)}%` : formatRand(Number(value));
  if (control?.kind === "whole-number") return control.suffix ? `${String(value)} ${control.suffix}` : String(value);
  return String(value);
}

/**
 * Every answer of the four sections, under its step's title, each with a "Change" link to its field on its
 * step (the GOV.UK summary list). A field still needed says so.
 */
export function AnswersSummary({
  sections,
  missing,
}: {
  readonly sections: ApplicationSections;
  readonly missing: readonly string[];
}) {
  return (
    <div className="apply-summary">
      {APPLY_STEPS.filter((step) => step.section !== null).map((step) => {
        const section = step.section as SectionName;
        const answers = sections[section] as Readonly<Record<string, unknown>>;
        return (
          <section key={step.key} aria-labelledby={`summary-${step.key}`}>
            <h2 id={`summary-${step.key}`}>{step.title}</h2>
            <dl>
              {(SECTION_FIELDS[section] as readonly string[]).map((field) => {
                const question = fieldQuestion(section, field);
                const shown = answerText(section, field, answers[field]);
                const needed = missing.includes(`${section}.${field}`);
                if (!shown && !needed) return null;
                const label = question?.label.replace(/ \(optional\)$/, "") ?? field;
                return (
                  <div className="apply-summary__row" key={field}>
                    <dt>{label}</dt>
                    <dd>{shown ?? <strong>Not answered yet</strong>}</dd>
                    <dd className="apply-summary__change">
                      <Link to={`${step.path}#${fieldId(field)}`}>
                        Change<span className="visually-hidden"> {label.toLowerCase()}</span>
                      </Link>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
