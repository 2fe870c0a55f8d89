import { Alert, AlertTitle, Link, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useUiText } from '../i18n/useUiText.ts';
import { focusProblem, partId, partOf, type Problem } from './problems.ts';

export interface ProblemSummaryProps {
  /** The summary, which takes the focus after a failed submit or a refusal. */
  ref: Ref<HTMLDivElement>;
  /** The form's own id, which its parts' ids start with. */
  formId: string;
  problems: readonly Problem[];
  /** The server's refusal where it names no field of the form, else null. */
  refusal: string | null;
}

/**
 * What stops the order, at the top of the form (role="alert"): each problem links to its field,
 * and a refusal the form cannot place shows as the server said it.
 */
export function ProblemSummary({ ref, formId, problems, refusal }: ProblemSummaryProps) {
  const t = useUiText();
  const titleId = `${formId}-summary`;
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={(theme) => ({
        // A server message may hold long unbroken words (references, URLs): wrap, not overflow.
        overflowWrap: 'anywhere',
        '&:focus-visible, &:focus': {
          outline: `2px solid ${theme.palette.brand.focusRing}`,
          outlineOffset: 2,
        },
      })}
    >
      <AlertTitle id={titleId}>
        {problems.length > 0 ? t('orderForm.errorSummary') : t('orderForm.refusedSummary')}
      </AlertTitle>
      {refusal !== null ? <Typography variant="body2">{refusal}</Typography> : null}
      {problems.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {problems.map((problem) => (
            <li key={problem.key}>
              <Link
                href={`#${partId(formId, partOf(problem.field))}`}
                color="inherit"
                underline="always"
                onClick={(event) => {
                  event.preventDefault();
                  focusProblem(formId, problem);
                }}
              >
                {problem.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
