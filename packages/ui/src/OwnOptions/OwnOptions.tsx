import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { EigenOptie } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { TextInput } from '../TextInput/TextInput.tsx';
import { ownOptionProblems, parseAmount } from './ownOptionInput.ts';

/** An own option the driver adds: what it is and its price incl. VAT. */
export interface NewOwnOption {
  cOmschrijving: string;
  nPrijs: number;
}

export interface OwnOptionsProps {
  /** The own options so far (`EigenOpties` without `bIsBestellingVraag`). */
  options: readonly EigenOptie[];
  /** `CanMakeOwnOptionSelection`: the scheme lets drivers add own options at all. */
  canMakeOwnOptionSelection: boolean;
  /** `DisableOwnFreeInputOptions`: the list stays, but free input is switched off. */
  disableFreeInput?: boolean;
  /** Adds an own option (the portal recalculates). */
  onAdd(option: NewOwnOption): void;
  /** Removes an own option by its position in `options`. */
  onRemove(option: EigenOptie, index: number): void;
  /** The heading level. */
  headingLevel?: 2 | 3 | 4;
}

const List = styled('ul', { name: 'LeaseOwnOptions', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(0, 0, 2),
  padding: 0,
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto auto',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  },
}));

const Form = styled('form', { name: 'LeaseOwnOptions', slot: 'Form' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: theme.spacing(1.5),
  [theme.breakpoints.down('sm')]: { gridTemplateColumns: '1fr' },
}));

/** Own options (accessories from free input) when the scheme allows them. */
export function OwnOptions({
  options,
  canMakeOwnOptionSelection,
  disableFreeInput = false,
  onAdd,
  onRemove,
  headingLevel = 3,
}: OwnOptionsProps) {
  const t = useUiText();
  const id = useId();
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const descriptionRef = useRef<HTMLInputElement | null>(null);
  const priceRef = useRef<HTMLInputElement | null>(null);
  const problems = ownOptionProblems(description, price);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseAmount(price);
    if (problems.description || problems.price || amount === null) {
      setShowErrors(true);
      (problems.description ? descriptionRef : priceRef).current?.focus();
      return;
    }
    onAdd({ cOmschrijving: description.trim(), nPrijs: amount });
    setDescription('');
    setPrice('');
    setShowErrors(false);
    descriptionRef.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component={`h${headingLevel}`} variant="h6" sx={{ mb: 1 }}>
        {t('own.heading')}
      </Typography>
      {!canMakeOwnOptionSelection ? (
        <Typography>{t('own.notAllowed')}</Typography>
      ) : (
        <>
          {options.length === 0 ? (
            <Typography sx={{ mb: 2 }}>{t('own.empty')}</Typography>
          ) : (
            <List>
              {options.map((option, index) => (
                <li key={option.nEigenOptieID ?? `new-${index}`}>
                  <span>{option.cOmschrijving}</span>
                  <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(option.nPrijs ?? 0)}</span>
                  <Button
                    size="small"
                    onClick={() => onRemove(option, index)}
                    aria-label={t('chosen.remove', { name: option.cOmschrijving })}
                  >
                    {t('chosen.removeShort')}
                  </Button>
                </li>
              ))}
            </List>
          )}
          {disableFreeInput ? (
            <Alert severity="info" role="note">
              {t('own.freeInputDisabled')}
            </Alert>
          ) : (
            <Form noValidate onSubmit={submit} aria-label={t('own.addHeading')}>
              <TextInput
                label={t('own.description')}
                value={description}
                required
                onChange={(event) => setDescription(event.target.value)}
                error={showErrors && Boolean(problems.description)}
                helperText={showErrors && problems.description ? t(problems.description) : ' '}
                inputRef={descriptionRef}
                htmlInputProps={{ maxLength: 200 }}
              />
              <TextInput
                label={t('own.price')}
                value={price}
                required
                onChange={(event) => setPrice(event.target.value)}
                error={showErrors && Boolean(problems.price)}
                helperText={showErrors && problems.price ? t(problems.price) : t('own.priceHint')}
                inputRef={priceRef}
                htmlInputProps={{ inputMode: 'decimal' }}
              />
              <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
                {t('own.add')}
              </Button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
