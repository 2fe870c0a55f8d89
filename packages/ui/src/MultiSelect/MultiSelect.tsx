import {
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type UIEvent,
} from 'react';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { CheckIcon, CloseIcon } from '../icons/vehicleIcons.tsx';
import { createFuzzyIndex, fuzzyFilter } from './fuzzySearch.ts';
import { isAtMaximum, nextActiveIndex, toggleValue, type NavigationKey } from './selection.ts';
import { listWindow, scrollToReveal, viewportHeight } from './windowing.ts';

/** Spec point 9: at most 1000 options are shown unless the caller asks otherwise. */
export const DEFAULT_OPTIONS_LIMIT = 1000;
/** Spec point 9: the list is at most 300 px high. */
export const LIST_MAX_HEIGHT = 300;
/** Spec point 9: every option is 40 px high. */
export const OPTION_HEIGHT = 40;

/** One choice of a multi-select. */
export interface MultiSelectOption<Value extends string | number = string> {
  /** What `onChange` reports; unique within the options. */
  value: Value;
  /** What a person reads and searches for. */
  label: string;
  /** How many results this option would give, shown after the label. */
  count?: number | null;
}

export interface MultiSelectProps<Value extends string | number = string> {
  /** The visible label of the field. */
  label: string;
  /** Every option, in the order they are listed before searching. */
  options: readonly MultiSelectOption<Value>[];
  /** The selected values, in the order they were chosen. */
  value: readonly Value[];
  /** Called with the new selection. */
  onChange(value: Value[]): void;
  /** The most options a person may select; unset for no maximum. */
  max?: number;
  /** The most options listed at once (spec point 9: 1000); searching narrows the rest. */
  optionsLimit?: number;
  /** Placeholder of the search input; "Type to search" by default. */
  placeholder?: string;
  /** The options are still loading. */
  loading?: boolean;
  /** An error in the interface language, shown under the field and announced. */
  error?: string | null;
  /** A hint under the field. */
  helperText?: string;
  /** The field cannot be used. */
  disabled?: boolean;
  /** The id of the search input; generated when not given. */
  id?: string;
}

const MultiSelectRoot = styled('div', { name: 'LeaseMultiSelect', slot: 'Root' })({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 0,
});

const MultiSelectLabel = styled('label', { name: 'LeaseMultiSelect', slot: 'Label' })(
  ({ theme }) => ({
    ...theme.typography.body2,
    fontWeight: 500,
    color: theme.palette.text.primary,
  }),
);

const MultiSelectField = styled('div', { name: 'LeaseMultiSelect', slot: 'Field' })(
  ({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 4,
    minHeight: 40,
    padding: '4px 8px',
    cursor: 'text',
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.controlBorder}`,
    borderRadius: theme.shape.borderRadius,
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus-within': {
      borderColor: theme.palette.brand.focusRing,
      boxShadow: `inset 0 0 0 1px ${theme.palette.brand.focusRing}`,
    },
    '&[data-error]': { borderColor: theme.palette.error.main },
    '&[data-disabled]': { cursor: 'default', opacity: 0.7 },
  }),
);

const MultiSelectChips = styled('ul', { name: 'LeaseMultiSelect', slot: 'Chips' })({
  display: 'contents',
  listStyle: 'none',
  '& > li': { display: 'flex', minWidth: 0, maxWidth: '100%' },
});

const MultiSelectInput = styled('input', { name: 'LeaseMultiSelect', slot: 'Input' })(
  ({ theme }) => ({
    ...theme.typography.body1,
    flex: '1 1 8ch',
    minWidth: '8ch',
    height: 30,
    border: 0,
    padding: '0 4px',
    background: 'transparent',
    color: theme.palette.text.primary,
    // The field draws the focus ring around input and chips together.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  }),
);

const MultiSelectPopup = styled(Paper, { name: 'LeaseMultiSelect', slot: 'Popup' })(
  ({ theme }) => ({
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: theme.zIndex.modal,
    marginTop: 4,
    overflow: 'hidden',
    '&[hidden]': { display: 'none' },
  }),
);

const MultiSelectMessage = styled('div', { name: 'LeaseMultiSelect', slot: 'Message' })(
  ({ theme }) => ({
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1.25, 1.5),
    color: theme.palette.text.primary,
    '& + &': { borderTop: `1px solid ${theme.palette.divider}` },
    // A warning reads as one by its text and its edge, not by colour alone.
    '&[data-tone="warning"]': { borderLeft: `4px solid ${theme.palette.warning.main}` },
  }),
);

const MultiSelectScroller = styled('div', { name: 'LeaseMultiSelect', slot: 'Scroller' })({
  overflowY: 'auto',
  maxHeight: LIST_MAX_HEIGHT,
  '&[hidden]': { display: 'none' },
});

const MultiSelectListbox = styled('ul', { name: 'LeaseMultiSelect', slot: 'Listbox' })({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '&[hidden]': { display: 'none' },
});

const MultiSelectOptionItem = styled('li', { name: 'LeaseMultiSelect', slot: 'Option' })(
  ({ theme }) => ({
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    height: OPTION_HEIGHT,
    boxSizing: 'border-box',
    padding: theme.spacing(0, 1.5),
    cursor: 'pointer',
    color: theme.palette.text.primary,
    '&[aria-selected="true"]': { fontWeight: 500 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: theme.palette.text.secondary },
    // The active option is where the keyboard is: a ring, not colour alone.
    '&[data-active]': {
      backgroundColor: theme.palette.action.hover,
      boxShadow: `inset 0 0 0 2px ${theme.palette.brand.focusRing}`,
    },
    '& .LeaseMultiSelect-check': {
      flex: '0 0 20px',
      fontSize: 20,
      color: theme.palette.primary.main,
    },
    '& .LeaseMultiSelect-label': {
      flex: '1 1 auto',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .LeaseMultiSelect-count': {
      ...theme.typography.body2,
      color: theme.palette.text.secondary,
      fontVariantNumeric: 'tabular-nums',
    },
  }),
);

const MultiSelectHelper = styled('p', { name: 'LeaseMultiSelect', slot: 'Helper' })(
  ({ theme }) => ({
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    '&[data-error]': { color: theme.palette.error.main },
  }),
);

const NAVIGATION_KEYS = new Set<string>([
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/**
 * The multi-select of the filters (spec point 5): an ARIA 1.2 combobox whose input searches the
 * options fuzzily; chosen options show as removable chips. Only the options in view are rendered,
 * so 10,000 options cost what 15 do.
 */
export function MultiSelect<Value extends string | number = string>({
  label,
  options,
  value,
  onChange,
  max,
  optionsLimit = DEFAULT_OPTIONS_LIMIT,
  placeholder,
  loading = false,
  error,
  helperText,
  disabled = false,
  id: idProp,
}: MultiSelectProps<Value>) {
  const t = useUiText();
  const generatedId = useId();
  const id = idProp ?? `${generatedId}-input`;
  const listboxId = `${id}-listbox`;
  const helperId = `${id}-helper`;
  const statusId = `${id}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [scrollTop, setScrollTop] = useState(0);
  /** The last thing a person did, for the live region; null announces the result count. */
  const [notice, setNotice] = useState<string | null>(null);

  const index = useMemo(() => createFuzzyIndex(options), [options]);
  const matches = useMemo(() => fuzzyFilter(index, options, query), [index, options, query]);
  const limit = Math.max(1, Math.floor(optionsLimit) || DEFAULT_OPTIONS_LIMIT);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;
  const selected = useMemo(() => new Set<Value>(value), [value]);
  const labels = useMemo(
    () => new Map(options.map((option) => [option.value, option.label])),
    [options],
  );
  const atMaximum = isAtMaximum(value.length, max);
  const activeIndex = active < shown.length ? active : shown.length - 1;

  const height = viewportHeight(shown.length, OPTION_HEIGHT, LIST_MAX_HEIGHT);
  const windowed = listWindow({
    count: shown.length,
    itemHeight: OPTION_HEIGHT,
    viewportHeight: height,
    scrollTop,
  });

  const labelOf = (optionValue: Value) => labels.get(optionValue) ?? String(optionValue);

  const scrollTo = (top: number) => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = top;
    setScrollTop(top);
  };

  const moveActive = (next: number) => {
    setActive(next);
    if (next >= 0)
      scrollTo(scrollToReveal(next, OPTION_HEIGHT, height || LIST_MAX_HEIGHT, scrollTop));
  };

  const openList = (activeAt = -1) => {
    if (disabled) return;
    setOpen(true);
    setNotice(null);
    setActive(activeAt);
    scrollTo(activeAt > 0 ? scrollToReveal(activeAt, OPTION_HEIGHT, LIST_MAX_HEIGHT, 0) : 0);
  };

  const toggle = (option: MultiSelectOption<Value>) => {
    const result = toggleValue(value, option.value, max);
    if (result.change === 'blocked') {
      setNotice(t('multiSelect.maxReached', { max: max ?? 0 }));
      return;
    }
    setNotice(
      t(result.change === 'added' ? 'multiSelect.added' : 'multiSelect.removed', {
        option: option.label,
      }),
    );
    onChange(result.values);
  };

  const remove = (optionValue: Value) => {
    if (disabled) return;
    onChange(value.filter((v) => v !== optionValue));
    setNotice(t('multiSelect.removed', { option: labelOf(optionValue) }));
    inputRef.current?.focus();
  };

  const changeQuery = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setOpen(true);
    setNotice(null);
    // The best match becomes active, so Enter picks it.
    setActive(event.target.value.trim() === '' ? -1 : 0);
    scrollTo(0);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (NAVIGATION_KEYS.has(key)) {
      // Home and End keep moving the caret while the list is closed.
      if (!open && (key === 'Home' || key === 'End')) return;
      event.preventDefault();
      if (!open) {
        openList(key === 'ArrowUp' ? shown.length - 1 : 0);
        return;
      }
      moveActive(nextActiveIndex(key as NavigationKey, activeIndex, shown.length));
      return;
    }
    if (key === 'Enter') {
      if (open && activeIndex >= 0 && shown[activeIndex]) {
        event.preventDefault();
        toggle(shown[activeIndex]);
      } else if (!open) {
        event.preventDefault();
        openList(0);
      }
      return;
    }
    if (key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
      return;
    }
    if (key === 'Backspace' && query === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1] as Value);
      return;
    }
    if (key === 'Tab') setOpen(false);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  const emptyText = loading
    ? t('multiSelect.loading')
    : options.length === 0
      ? t('multiSelect.listEmpty')
      : shown.length === 0
        ? t('multiSelect.noResults')
        : null;
  const listed = open && emptyText === null;
  const limited = matches.length > shown.length;
  const liveText =
    notice ??
    (open
      ? (emptyText ??
        (limited
          ? t('multiSelect.limited', { shown: shown.length, total: matches.length })
          : t('multiSelect.resultCount', { count: shown.length })))
      : '');
  const hint = error ?? helperText;

  return (
    <MultiSelectRoot>
      <MultiSelectLabel htmlFor={id}>{label}</MultiSelectLabel>
      {/* A click anywhere in the field (between chips) focuses the input, as in a text field. */}
      <MultiSelectField
        data-error={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {value.length > 0 ? (
          <MultiSelectChips aria-label={t('multiSelect.selectedList', { label })}>
            {value.map((optionValue) => {
              const optionLabel = labelOf(optionValue);
              return (
                <li key={String(optionValue)}>
                  <Chip
                    size="small"
                    label={optionLabel}
                    aria-label={t('multiSelect.remove', { option: optionLabel })}
                    disabled={disabled}
                    // Enter and Space (onClick) as well as Delete and Backspace (onDelete) remove.
                    onClick={() => remove(optionValue)}
                    onDelete={() => remove(optionValue)}
                    deleteIcon={<CloseIcon aria-hidden />}
                    sx={{ maxWidth: '100%' }}
                  />
                </li>
              );
            })}
          </MultiSelectChips>
        ) : null}
        <MultiSelectInput
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listboxId}
          aria-activedescendant={
            listed && activeIndex >= 0 ? `${listboxId}-option-${activeIndex}` : undefined
          }
          aria-describedby={hint ? helperId : undefined}
          aria-invalid={error ? true : undefined}
          aria-busy={loading || undefined}
          placeholder={
            value.length === 0 ? (placeholder ?? t('multiSelect.placeholder')) : undefined
          }
          value={query}
          disabled={disabled}
          onChange={changeQuery}
          onKeyDown={keyDown}
          onClick={() => {
            if (!open) openList();
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
      </MultiSelectField>
      {hint ? (
        <MultiSelectHelper id={helperId} data-error={error ? '' : undefined}>
          {hint}
        </MultiSelectHelper>
      ) : null}
      <MultiSelectPopup elevation={4} hidden={!open}>
        {open && atMaximum ? (
          <MultiSelectMessage data-tone="warning">
            {t('multiSelect.maxReached', { max: max ?? 0 })}
          </MultiSelectMessage>
        ) : null}
        {open && emptyText !== null ? (
          <MultiSelectMessage>
            {loading ? <CircularProgress size={16} aria-hidden /> : null}
            {emptyText}
          </MultiSelectMessage>
        ) : null}
        {open && limited ? (
          <MultiSelectMessage>
            {t('multiSelect.limited', { shown: shown.length, total: matches.length })}
          </MultiSelectMessage>
        ) : null}
        {/* The listbox stays in the document (hidden) so `aria-controls` always points somewhere. */}
        <MultiSelectScroller
          ref={scrollerRef}
          id={listboxId}
          hidden={!listed}
          role="listbox"
          aria-label={label}
          aria-multiselectable
          onScroll={onScroll}
          style={{ height }}
          // Clicking an option or the scrollbar must not blur the input (which closes the list).
          onMouseDown={(event) => event.preventDefault()}
        >
          {/* The list only carries the window's padding; the scrolling box is the listbox. */}
          <MultiSelectListbox
            role="none"
            style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}
          >
            {listed
              ? shown.slice(windowed.start, windowed.end).map((option, offset) => {
                  const position = windowed.start + offset;
                  const isSelected = selected.has(option.value);
                  const blocked = atMaximum && !isSelected;
                  return (
                    // Keyboard use goes through the combobox (aria-activedescendant), not the option.
                    <MultiSelectOptionItem
                      key={String(option.value)}
                      id={`${listboxId}-option-${position}`}
                      role="option"
                      aria-selected={isSelected}
                      aria-disabled={blocked || undefined}
                      aria-setsize={shown.length}
                      aria-posinset={position + 1}
                      data-active={position === activeIndex ? '' : undefined}
                      onClick={() => toggle(option)}
                      onMouseMove={() => {
                        if (position !== activeIndex) setActive(position);
                      }}
                    >
                      <span className="LeaseMultiSelect-check">
                        {isSelected ? <CheckIcon fontSize="inherit" aria-hidden /> : null}
                      </span>
                      <span className="LeaseMultiSelect-label">{option.label}</span>
                      {option.count != null ? (
                        <span className="LeaseMultiSelect-count">{option.count}</span>
                      ) : null}
                    </MultiSelectOptionItem>
                  );
                })
              : null}
          </MultiSelectListbox>
        </MultiSelectScroller>
      </MultiSelectPopup>
      <div id={statusId} role="status" aria-live="polite" style={visuallyHidden}>
        {liveText}
      </div>
    </MultiSelectRoot>
  );
}
