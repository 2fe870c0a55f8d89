import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { CloseIcon, SearchIcon } from '../icons/vehicleIcons.tsx';

/** `cTekstFilter` is at most 200 characters (the contract's schema). */
export const TEXT_SEARCH_MAX_LENGTH = 200;

export interface TextSearchProps {
  /** The current search text (`cTekstFilter`). */
  value: string;
  /** Called with the trimmed text on Enter, on the search button, and with '' on clear. */
  onSearch(text: string): void;
  /** The field's label; "Search vehicles" by default. */
  label?: string;
  /** The field cannot be used. */
  disabled?: boolean;
}

const SearchForm = styled('form', { name: 'LeaseTextSearch', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  // The field has its own clear button; Chromium's would be a second one beside it.
  '& input::-webkit-search-cancel-button': { display: 'none' },
}));

/** The free-text search of the car filters: a search landmark with a field and a button. */
export function TextSearch({ value, onSearch, label, disabled = false }: TextSearchProps) {
  const t = useUiText();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const typedRef = useKeepTypedValue<HTMLInputElement>(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const name = label ?? t('filter.searchLabel');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <SearchForm role="search" aria-label={name} onSubmit={submit}>
      <TextField
        id={id}
        type="search"
        size="small"
        label={name}
        // What can be searched, under the field where it wraps: as a placeholder it was cut off
        // in the filter column ("Merk, model of uitvoe…") and gone once a person typed.
        helperText={t('filter.searchHint')}
        // Named as the calculator's address names the search: sent before the page's code is in
        // (the browser's own form submission), it still reaches the calculator as a search.
        name="cTekstFilter"
        value={draft}
        inputRef={typedRef}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.slice(0, TEXT_SEARCH_MAX_LENGTH))}
        slotProps={{
          htmlInput: { maxLength: TEXT_SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
          // The hint stays readable while the search is disabled (a greyed text fails contrast).
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            endAdornment:
              draft !== '' ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={t('filter.clearSearch')}
                    disabled={disabled}
                    onClick={() => {
                      setDraft('');
                      onSearch('');
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      <Button type="submit" variant="contained" disabled={disabled}>
        {t('filter.search')}
      </Button>
    </SearchForm>
  );
}
