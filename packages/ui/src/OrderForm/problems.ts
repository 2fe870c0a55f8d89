import type { OrderFormField } from './refusedField.ts';

/** A part of the form with an element id that a summary link leads to. */
export type Part = Exclude<OrderFormField, 'cKleur' | 'cBekleding'> | 'colors';

/** Paint and upholstery share one part: the invalid one of the two gets the focus. */
export const partOf = (field: OrderFormField): Part =>
  field === 'cKleur' || field === 'cBekleding' ? 'colors' : field;

/** The element id of a part of the form whose own id is `formId`. */
export const partId = (formId: string, part: Part) => `${formId}-${part}`;

/** A problem of the form as its summary lists it, with the field it leads to. */
export interface Problem {
  key: string;
  field: OrderFormField;
  /** For a question: its place among the questions. */
  index?: number;
  text: string;
}

const FOCUSABLE =
  '[role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"]), textarea';
const INVALID = '[aria-invalid="true"]:not([aria-hidden="true"])';

/**
 * The control a summary link leads to: the first invalid one in the part, else its first. An
 * invalid group (a yes/no question's radio group) is not focusable itself: its chosen control,
 * else its first.
 */
function controlIn(part: Element | null | undefined): HTMLElement | null {
  const invalid = part?.querySelector<HTMLElement>(INVALID);
  if (invalid?.matches(FOCUSABLE)) return invalid;
  if (invalid) {
    return (
      invalid.querySelector<HTMLElement>('input:checked') ??
      invalid.querySelector<HTMLElement>(FOCUSABLE) ??
      invalid
    );
  }
  return part?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/** Moves the focus to the control of a problem, in view. */
export function focusProblem(formId: string, problem: Problem): void {
  const part = document.getElementById(partId(formId, partOf(problem.field)));
  // OrderQuestions renders one child per question inside its section's list.
  const target =
    problem.index === undefined
      ? part
      : (part?.querySelector('section > div')?.children[problem.index] ?? part);
  controlIn(target)?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}
