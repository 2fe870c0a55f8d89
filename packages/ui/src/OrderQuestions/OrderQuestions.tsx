import { useId } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  OutlinedInput,
  Radio,
  RadioGroup,
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
  /**
   * Messages from elsewhere (the server refused the order) by the question's place in
   * `questions`: that question is marked invalid and described by its message.
   */
  errors?: Readonly<Partial<Record<number, string | null>>>;
  /** The heading level. */
  headingLevel?: 2 | 3 | 4;
}

/** The questions the order asks (e.g. "Detachable tow bar?"): yes/no, an amount or text. */
export function OrderQuestions({
  questions,
  onAnswer,
  showErrors = false,
  errors = {},
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
          // The question's own check comes first: it says what to do; a message from elsewhere
          // may not.
          const error = missing ? t('questions.required') : errors[index] || undefined;
          // A server message may hold long unbroken words (references, URLs).
          const errorText = error ? (
            <FormHelperText id={`${key}-error`} sx={{ overflowWrap: 'anywhere' }}>
              {error}
            </FormHelperText>
          ) : null;
          if (question.cType === 'janee') {
            return (
              <FormControl key={key} required={question.bVerplicht} error={Boolean(error)}>
                <FormLabel id={`${key}-label`} sx={{ overflowWrap: 'anywhere' }}>
                  {question.cOmschrijving}
                </FormLabel>
                {/* The answer is wrong, not one radio: the group is marked and described. */}
                <RadioGroup
                  row
                  aria-labelledby={`${key}-label`}
                  aria-describedby={error ? `${key}-error` : undefined}
                  aria-invalid={error ? true : undefined}
                  value={answer}
                  onChange={(_event, value) => onAnswer(question, value)}
                >
                  <FormControlLabel value={YES} control={<Radio />} label={t('questions.yes')} />
                  <FormControlLabel value={NO} control={<Radio />} label={t('questions.no')} />
                </RadioGroup>
                {errorText}
              </FormControl>
            );
          }
          // The question above its field, where a long one wraps: as the field's floating label
          // it was cut off on a phone ("Kentekenwens of opmerking voor de deal…").
          return (
            <FormControl key={key} required={question.bVerplicht} error={Boolean(error)}>
              <FormLabel htmlFor={`${key}-input`} sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
                {question.cOmschrijving}
              </FormLabel>
              <OutlinedInput
                id={`${key}-input`}
                value={answer}
                onChange={(event) => onAnswer(question, event.target.value)}
                aria-describedby={error ? `${key}-error` : undefined}
                inputProps={
                  question.cType === 'bedrag'
                    ? { inputMode: 'decimal', maxLength: 12 }
                    : { maxLength: 500 }
                }
              />
              {errorText}
            </FormControl>
          );
        })}
      </div>
    </section>
  );
}
