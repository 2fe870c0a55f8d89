import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Radio, RadioGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Terms } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { TextInput } from '../TextInput/TextInput.tsx';

/** A term (months) and yearly mileage (km). */
export interface TermMileage {
  nLooptijd: number;
  nKilometrage: number;
}

export interface TermMileagePickerProps {
  /** `GetLooptijdKilometrages`: the terms and mileages the driver may pick. */
  terms: Terms;
  /** The current choice; missing values fall back to the server's standard. */
  value?: Partial<TermMileage> | null;
  /** The driver changes term or mileage (the portal recalculates). */
  onChange(value: TermMileage): void;
  /** No changes while an order is being placed. */
  disabled?: boolean;
}

// The terms with their label, drawn as MUI's FormControl with a FormLabel (the label takes the
// primary colour while a term has the focus) and each term as a FormControlLabel, without their
// code, which only this group used on the configurator (issue 14).
const TermGroup = styled('div', { name: 'LeaseTermMileagePicker', slot: 'Terms' })(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  verticalAlign: 'top',
  '& > .LeaseTermMileagePicker-label': {
    color: theme.palette.text.secondary,
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    position: 'relative',
  },
  '&:focus-within > .LeaseTermMileagePicker-label': { color: theme.palette.primary.main },
  '& .LeaseTermMileagePicker-term': {
    display: 'inline-flex',
    alignItems: 'center',
    cursor: 'pointer',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    marginLeft: -11,
    marginRight: 16,
    '&.Mui-disabled': { cursor: 'default' },
    '&.Mui-disabled > .LeaseTermMileagePicker-termText': { color: theme.palette.text.disabled },
  },
}));

/**
 * Term as a row of radio buttons (few values), yearly mileage as a select (many values). The
 * select is the browser's own (`TextInput` with `select`): on a phone the system's picker, and
 * without the menu, popover and modal of MUI's `Select`, which the configurator would load before
 * it can be used only for this field (issue 14).
 */
export function TermMileagePicker({
  terms,
  value,
  onChange,
  disabled = false,
}: TermMileagePickerProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const { Looptijden, Kilometrages } = terms;
  if (Looptijden.length === 0 || Kilometrages.length === 0) {
    return <Typography>{t('terms.empty')}</Typography>;
  }
  const term = value?.nLooptijd ?? terms.nStandaardLooptijd ?? Looptijden[0] ?? 0;
  const mileage = value?.nKilometrage ?? terms.nStandaardKilometrage ?? Kilometrages[0] ?? 0;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <TermGroup>
        <span id={`${id}-term`} className="LeaseTermMileagePicker-label">
          {t('terms.term')}
        </span>
        <RadioGroup
          row
          aria-labelledby={`${id}-term`}
          value={String(term)}
          onChange={(_event, next) => onChange({ nLooptijd: Number(next), nKilometrage: mileage })}
        >
          {Looptijden.map((months) => (
            <label
              key={months}
              className={`LeaseTermMileagePicker-term${disabled ? ' Mui-disabled' : ''}`}
            >
              <Radio value={String(months)} disabled={disabled} />
              <Typography component="span" className="LeaseTermMileagePicker-termText">
                {t('terms.months', { months })}
              </Typography>
            </label>
          ))}
        </RadioGroup>
      </TermGroup>
      <div style={{ width: 240 }}>
        <TextInput
          select
          disabled={disabled}
          label={t('terms.mileage')}
          value={String(mileage)}
          onChange={(event) =>
            onChange({ nLooptijd: term, nKilometrage: Number(event.target.value) })
          }
        >
          {Kilometrages.map((km) => (
            <option key={km} value={String(km)}>
              {t('terms.kmPerYear', { km: intl.formatNumber(km) })}
            </option>
          ))}
        </TextInput>
      </div>
    </div>
  );
}
