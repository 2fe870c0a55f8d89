import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CircularProgress, FormHelperText } from '@mui/material';
import type { Agreement, AgreementConsent, Dealer, EigenOptie, HttpError } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import {
  AgreementsChecklist,
  allRequiredAgreed,
} from '../AgreementsChecklist/AgreementsChecklist.tsx';
import { AttachmentField } from '../AttachmentField/AttachmentField.tsx';
import {
  ColorAndUpholstery,
  type ColorAndUpholsteryValue,
} from '../ColorAndUpholstery/ColorAndUpholstery.tsx';
import { DealerSelect } from '../DealerSelect/DealerSelect.tsx';
import { DrivingLicenceField } from '../DrivingLicenceField/DrivingLicenceField.tsx';
import {
  drivingLicenceProblem,
  normalizeDrivingLicence,
} from '../DrivingLicenceField/drivingLicence.ts';
import { OrderQuestions } from '../OrderQuestions/OrderQuestions.tsx';
import { Remarks } from '../Remarks/Remarks.tsx';
import { partId, type Part, type Problem } from './problems.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { refusedField, refusedQuestion, type OrderFormField } from './refusedField.ts';

/** What the order form collects; the portal adds the configuration and sends `SetBestelling`. */
export interface OrderFormValues {
  nDealerID: number | null;
  cDealerContactpersoon: string | null;
  cKleur: string;
  cBekleding: string;
  cOpmerking: string;
  /** Normalised (ten digits), or `null` when left empty. */
  cRijbewijsnummer: string | null;
  /** The chosen file; the portal reads it as base64 for `aBijlage`. */
  attachment: File | null;
  Akkoorden: AgreementConsent[];
  /**
   * The order questions with the driver's answers in `cAntwoord`. Send them first in
   * `EigenOpties`, in this order: a refusal naming `EigenOpties.<n>` is then the n-th question.
   */
  questions: EigenOptie[];
}

/**
 * The server's refusal of the order: `HttpError`'s `reason` (`cOpmerking`, plain text in the
 * driver's language) and `field` (`cVeld`), so the portal can pass the error itself.
 */
export type OrderRefusal = Partial<Pick<HttpError, 'reason' | 'field'>>;

export interface OrderFormProps {
  /** `GetDealers` for the car's brand. */
  dealers: readonly Dealer[];
  /** The dealers are loading. */
  dealersLoading?: boolean;
  /** Choosing a dealer is required (unless no dealer delivers the brand). */
  dealerRequired?: boolean;
  /** `GetAkkoordVinken`. */
  agreements: readonly Agreement[];
  /** Order questions (`EigenOpties` with `bIsBestellingVraag`). */
  questions?: readonly EigenOptie[];
  /** The configurator's paint and upholstery to start with. */
  colorAndUpholstery?: ColorAndUpholsteryValue;
  /** Paint and upholstery are fixed by the configuration. */
  colorAndUpholsteryReadOnly?: boolean;
  /** The scheme requires the driving-licence number. */
  licenceRequired?: boolean;
  /** The order is being sent: submitting waits. */
  pending?: boolean;
  /**
   * The server refused the order (`SetBestelling` answered 4xx): pass the `HttpError`, or `null`.
   * The summary takes focus and shows its message; a field it names is marked with it until the
   * driver changes that field. Keep the form mounted so the driver's input stays. The portal clears
   * it (`null`) when it submits again.
   */
  refusal?: OrderRefusal | null;
  /** A valid order form was submitted. */
  onSubmit(values: OrderFormValues): void;
  /** The level of the form's section headings (order questions): one below the page's. */
  headingLevel?: 2 | 3 | 4;
}

/** The parts wrapped only to be found by id: a flex column keeps their fields stretched. */
const PART_STYLE = { display: 'flex', flexDirection: 'column' } as const;

/**
 * The order form (spec point 4): dealer, paint and upholstery, order questions, remarks, driving
 * licence, attachment and agreements. It holds the values; a failed submit marks every problem
 * and moves focus to a summary (role="alert") whose links lead to the fields. The server's refusal
 * of a sent order shows in the same summary and on the field it names.
 */
export function OrderForm({
  dealers,
  dealersLoading = false,
  dealerRequired = true,
  agreements,
  questions = [],
  colorAndUpholstery = { cKleur: '', cBekleding: '' },
  colorAndUpholsteryReadOnly = false,
  licenceRequired = false,
  pending = false,
  refusal = null,
  onSubmit,
  headingLevel = 3,
}: OrderFormProps) {
  const t = useUiText();
  const id = useId();
  const [dealer, setDealer] = useState<Dealer | null>(null);
  const [colors, setColors] = useState(colorAndUpholstery);
  const [remarks, setRemarks] = useState('');
  const [licence, setLicence] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [consents, setConsents] = useState<AgreementConsent[]>(() =>
    agreements.map((agreement) => ({ nAkkoordID: agreement.nAkkoordID, bAkkoord: false })),
  );
  const [answers, setAnswers] = useState<EigenOptie[]>(() => [...questions]);
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

  const mustChooseDealer = dealerRequired && dealers.length > 0;
  const problems: Problem[] = [];
  if (mustChooseDealer && !dealer) {
    problems.push({ key: 'dealer', field: 'dealer', text: t('dealer.required') });
  }
  const licenceProblem = drivingLicenceProblem(licence, licenceRequired);
  if (licenceProblem) problems.push({ key: 'licence', field: 'licence', text: t(licenceProblem) });
  answers.forEach((question, index) => {
    if (question.bVerplicht && (question.cAntwoord ?? '').trim() === '') {
      problems.push({
        key: `question-${index}`,
        field: 'questions',
        index,
        text: t('orderForm.errorQuestion', { question: question.cOmschrijving }),
      });
    }
  });
  if (!allRequiredAgreed(agreements, consents)) {
    problems.push({ key: 'agreements', field: 'agreements', text: t('orderForm.errorAgreements') });
  }

  // The server's refusal: its message as plain text (React escapes it), on the field it names
  // when the form shows that field; otherwise the message alone.
  const refused = refusal !== null;
  const refusalText = refusal?.reason?.trim() || t('orderForm.refusedNoReason');
  const named = refusedField(refusal?.field);
  const onForm: Record<OrderFormField, boolean> = {
    dealer: dealersLoading || dealers.length > 0,
    cKleur: true,
    cBekleding: true,
    questions: answers.length > 0,
    remarks: true,
    licence: true,
    attachment: true,
    agreements: agreements.length > 0,
  };
  const refusalField = named && onForm[named] ? named : null;
  // A refusal of one question's answer: on that question; of the questions as a whole (or of
  // one the form does not have): under them all.
  const questionPlace = refusalField === 'questions' ? refusedQuestion(refusal?.field) : null;
  const refusedPlace =
    questionPlace !== null && questionPlace < answers.length ? questionPlace : undefined;
  const links: Problem[] = [
    ...(refusalField
      ? [{ key: 'refusal', field: refusalField, index: refusedPlace, text: refusalText }]
      : []),
    ...(showErrors ? problems : []),
  ];

  // Keyed on the refusal's contents, so a portal that passes a fresh object on every render
  // does not pull focus away or bring a mark back while the driver types.
  const refusalKey = refused ? `${refusal.field ?? ''}\n${refusal.reason ?? ''}` : null;
  // Once the driver changes the refused field (or answer), the message no longer describes it: the
  // mark goes (the summary keeps the server's answer until the next submit). Changing another
  // field leaves it. A new refusal marks again.
  const [changedRefused, setChangedRefused] = useState({ refusal: refusalKey, changed: false });
  if (changedRefused.refusal !== refusalKey)
    setChangedRefused({ refusal: refusalKey, changed: false });
  const marked = refusalField !== null && !changedRefused.changed;
  /** The driver changed `field` (a question: the one at `index`). */
  const changed = (field: OrderFormField, index?: number) => {
    if (field === refusalField && (refusedPlace === undefined || index === refusedPlace)) {
      setChangedRefused({ refusal: refusalKey, changed: true });
    }
  };
  const errorOf = (field: OrderFormField) =>
    marked && refusalField === field && !(field === 'questions' && refusedPlace !== undefined)
      ? refusalText
      : null;
  const questionErrors =
    marked && refusedPlace !== undefined ? { [refusedPlace]: refusalText } : {};

  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  // A new refusal takes focus.
  useEffect(() => {
    if (refusalKey !== null) summary.current?.focus();
  }, [refusalKey]);

  const fieldId = (part: Part) => partId(id, part);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (problems.length > 0) {
      setShowErrors(true);
      setAttempt((count) => count + 1);
      return;
    }
    const digits = normalizeDrivingLicence(licence);
    onSubmit({
      nDealerID: dealer?.nDealerID ?? null,
      cDealerContactpersoon: dealer?.cContactpersoon ?? null,
      cKleur: colors.cKleur,
      cBekleding: colors.cBekleding,
      cOpmerking: remarks,
      cRijbewijsnummer: digits === '' ? null : digits,
      attachment,
      Akkoorden: consents,
      questions: answers,
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      style={{ display: 'flex', flexDirection: 'column', gap: 24 }}
    >
      {links.length > 0 || refused ? (
        <ProblemSummary
          ref={summary}
          formId={id}
          problems={links}
          refusal={refused && !refusalField ? refusalText : null}
        />
      ) : null}
      <div id={fieldId('dealer')}>
        <DealerSelect
          dealers={dealers}
          loading={dealersLoading}
          value={dealer?.nDealerID ?? null}
          onChange={(next) => {
            changed('dealer');
            setDealer(next);
          }}
          required={mustChooseDealer}
          showErrors={showErrors}
          error={errorOf('dealer')}
        />
      </div>
      <div id={fieldId('colors')} style={PART_STYLE}>
        <ColorAndUpholstery
          value={colors}
          onChange={(next) => {
            if (next.cKleur !== colors.cKleur) changed('cKleur');
            if (next.cBekleding !== colors.cBekleding) changed('cBekleding');
            setColors(next);
          }}
          readOnly={colorAndUpholsteryReadOnly}
          errors={{
            ...(errorOf('cKleur') ? { cKleur: refusalText } : {}),
            ...(errorOf('cBekleding') ? { cBekleding: refusalText } : {}),
          }}
        />
      </div>
      {answers.length > 0 ? (
        <div id={fieldId('questions')}>
          <OrderQuestions
            headingLevel={headingLevel}
            questions={answers}
            showErrors={showErrors}
            errors={questionErrors}
            onAnswer={(question, answer) => {
              const index = answers.indexOf(question);
              changed('questions', index);
              setAnswers((previous) =>
                previous.map((q, i) => (i === index ? { ...q, cAntwoord: answer } : q)),
              );
            }}
          />
          {/* OrderQuestions has no error of its own for a whole-section message: shown below it. */}
          {errorOf('questions') ? (
            <FormHelperText error sx={{ overflowWrap: 'anywhere' }}>
              {errorOf('questions')}
            </FormHelperText>
          ) : null}
        </div>
      ) : null}
      <div id={fieldId('remarks')} style={PART_STYLE}>
        <Remarks
          value={remarks}
          onChange={(next) => {
            changed('remarks');
            setRemarks(next);
          }}
          error={errorOf('remarks')}
        />
      </div>
      <div id={fieldId('licence')}>
        <DrivingLicenceField
          value={licence}
          onChange={(next) => {
            changed('licence');
            setLicence(next);
          }}
          required={licenceRequired}
          showErrors={showErrors}
          error={errorOf('licence')}
        />
      </div>
      <div id={fieldId('attachment')}>
        <AttachmentField
          value={attachment}
          onChange={(next) => {
            changed('attachment');
            setAttachment(next);
          }}
          error={errorOf('attachment')}
        />
      </div>
      <div id={fieldId('agreements')}>
        <AgreementsChecklist
          agreements={agreements}
          value={consents}
          onChange={(next) => {
            changed('agreements');
            setConsents(next);
          }}
          showErrors={showErrors}
          error={errorOf('agreements')}
        />
      </div>
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
        >
          {pending ? t('orderForm.submitting') : t('orderForm.submit')}
        </Button>
      </div>
    </form>
  );
}
