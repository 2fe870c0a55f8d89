import { useId } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { EigenOptie } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

/** The answer to a yes/no question as the server stores it. */
export const YES = 'ja';
export const NO = 'nee';

export interface OrderQuestionsProps {
  /** The questions (`EigenOpties` with `bIsBestellingVraag`), `cAntwoord` holding the answer. */
  questions: readonly EigenOptie[];
  /** The driver answers a question; the portal stores `cAntwoord` and recalculates. */
  onAnswer(question: EigenOptie, answer: string): void;
  /** Show "answer this question" under unanswered required questions (after an order attempt). */
  showErrors?: boolean;
  /** The heading level. */
  headingLevel?: 2 | 3 | 4;
}

/** The questions the order asks (e.g. "Detachable tow bar?"): yes/no, an amount or text. */
export function OrderQuestions({
  questions,
  onAnswer,
  showErrors = false,
  headingLevel = 3,
}: OrderQuestionsProps) {
  const t = useUiText();
  const id = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component={`h${headingLevel}`} variant="h6" sx={{ mb: 1 }}>
        {t('questions.heading')}
      </Typography>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {questions.map((question, index) => {
          const key = `${id}-${question.nEigenOptieID ?? index}`;
          const answer = question.cAntwoord ?? '';
          const missing = showErrors && question.bVerplicht && answer.trim() === '';
          const error = missing ? t('questions.required') : undefined;
          if (question.cType === 'janee') {
            return (
              <FormControl key={key} required={question.bVerplicht} error={missing}>
                <FormLabel id={`${key}-label`} sx={{ overflowWrap: 'anywhere' }}>
                  {question.cOmschrijving}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${key}-label`}
                  aria-describedby={missing ? `${key}-error` : undefined}
                  value={answer}
                  onChange={(_event, value) => onAnswer(question, value)}
                >
                  <FormControlLabel value={YES} control={<Radio />} label={t('questions.yes')} />
                  <FormControlLabel value={NO} control={<Radio />} label={t('questions.no')} />
                </RadioGroup>
                {missing ? <FormHelperText id={`${key}-error`}>{error}</FormHelperText> : null}
              </FormControl>
            );
          }
          return (
            <TextField
              key={key}
              label={question.cOmschrijving}
              value={answer}
              required={question.bVerplicht}
              error={missing}
              helperText={error}
              onChange={(event) => onAnswer(question, event.target.value)}
              slotProps={{
                htmlInput:
                  question.cType === 'bedrag'
                    ? { inputMode: 'decimal', maxLength: 12 }
                    : { maxLength: 500 },
              }}
            />
          );
        })}
      </div>
    </section>
  );
}
