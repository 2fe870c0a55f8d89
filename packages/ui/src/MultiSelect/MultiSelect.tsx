import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type UIEvent,
} from 'react';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { useSettledValue } from '../hooks/useSettledValue.ts';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { themeStyles } from '../styles/themeStyles.ts';
import { PlainIcon } from '../icons/PlainIcon.tsx';
import { CloseIcon, iconPaths } from '../icons/vehicleIcons.tsx';
import { isAtMaximum, nextActiveIndex, toggleValue, type NavigationKey } from './selection.ts';
import { useFuzzySearch } from './useFuzzySearch.ts';
import { listWindow, scrollToReveal, viewportHeight } from './windowing.ts';

/** Spec point 9: at most 1000 options are shown unless the caller asks otherwise. */
export const DEFAULT_OPTIONS_LIMIT = 1000;
/** Spec point 9: the list is at most 300 px high. */
export const LIST_MAX_HEIGHT = 300;
/** Spec point 9: every option is 40 px high. */
export const OPTION_HEIGHT = 40;
/**
 * How long the list must stay the same before the live region says what it holds ("12 results"):
 * typing a word announces its result once, not a count per letter.
 */
export const RESULTS_ANNOUNCE_DELAY = 500;

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

// One styled root for every part, serialised once per theme: a keystroke rerenders the field and
// a dozen rows, and each styled part would serialise its styles again on every render. The parts are plain elements
// with `LeaseMultiSelect-*` classes, styled here.
const MultiSelectRoot = styled('div', { name: 'LeaseMultiSelect', slot: 'Root' })(
  themeStyles((theme) => ({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    minWidth: 0,
    '& .LeaseMultiSelect-fieldLabel': {
      ...theme.typography.body2,
      fontWeight: 500,
      color: theme.palette.text.primary,
    },
    '& .LeaseMultiSelect-field': {
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
    },
    '& .LeaseMultiSelect-chips': {
      display: 'contents',
      listStyle: 'none',
      '& > li': { display: 'flex', minWidth: 0, maxWidth: '100%' },
    },
    '& .LeaseMultiSelect-input': {
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
    },
    // What MUI's Paper with elevation 4 draws.
    '& .LeaseMultiSelect-popup': {
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      zIndex: theme.zIndex.modal,
      marginTop: 4,
      overflow: 'hidden',
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      borderRadius: theme.shape.borderRadius,
      boxShadow: theme.shadows[4],
      '&[hidden]': { display: 'none' },
    },
    '& .LeaseMultiSelect-message': {
      ...theme.typography.body2,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(1.25, 1.5),
      color: theme.palette.text.primary,
      '& + .LeaseMultiSelect-message': { borderTop: `1px solid ${theme.palette.divider}` },
      // A warning reads as one by its text and its edge, not by colour alone.
      '&[data-tone="warning"]': { borderLeft: `4px solid ${theme.palette.warning.main}` },
    },
    '& .LeaseMultiSelect-listbox': {
      overflowY: 'auto',
      maxHeight: LIST_MAX_HEIGHT,
      '&[hidden]': { display: 'none' },
    },
    '& .LeaseMultiSelect-list': {
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    '& .LeaseMultiSelect-option': {
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
    },
    '& .LeaseMultiSelect-check': {
      flex: '0 0 20px',
      fontSize: 20,
      color: theme.palette.primary.main,
      '& > svg': { display: 'inline-block', flexShrink: 0, userSelect: 'none' },
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
    '& .LeaseMultiSelect-helper': {
      ...theme.typography.caption,
      margin: 0,
      color: theme.palette.text.secondary,
      '&[data-error]': { color: theme.palette.error.main },
    },
  })),
);

interface OptionRowProps {
  id: string;
  label: string;
  count: number | null | undefined;
  selected: boolean;
  blocked: boolean;
  active: boolean;
  position: number;
  setSize: number;
}

/**
 * One option of the list. Memoised: moving the active option or scrolling rerenders only the rows
 * whose state changed. Clicks and hovers are handled by the listbox (`data-position`).
 */
const OptionRow = memo(function OptionRow({
  id,
  label,
  count,
  selected,
  blocked,
  active,
  position,
  setSize,
}: OptionRowProps) {
  return (
    // Keyboard use goes through the combobox (aria-activedescendant), not the option.
    <li
      className="LeaseMultiSelect-option"
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={blocked || undefined}
      aria-setsize={setSize}
      aria-posinset={position + 1}
      data-position={position}
      data-active={active ? '' : undefined}
    >
      <span className="LeaseMultiSelect-check">
        {selected ? <PlainIcon path={iconPaths.check} /> : null}
      </span>
      <span className="LeaseMultiSelect-label">{label}</span>
      {count != null ? <span className="LeaseMultiSelect-count">{count}</span> : null}
    </li>
  );
});

/** What the live region says of `results` (see where it is built in MultiSelect). */
function describeResults(results: string, t: ReturnType<typeof useUiText>): string {
  if (results.startsWith('message:')) return results.slice('message:'.length);
  if (!results.startsWith('counts:')) return '';
  const [shown = 0, total = 0] = results.slice('counts:'.length).split('/').map(Number);
  return shown < total
    ? t('multiSelect.limited', { shown, total })
    : t('multiSelect.resultCount', { count: shown });
}

/** The position of the option under a pointer event, if any. */
function positionOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest('[data-position]') : null;
  const position = row ? Number(row.getAttribute('data-position')) : NaN;
  return Number.isInteger(position) ? position : null;
}

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
  const [active, setActive] = useState(-1);
  const [scrollTop, setScrollTop] = useState(0);
  /** The last thing a person did, for the live region; null announces the result count. */
  const [notice, setNotice] = useState<string | null>(null);

  // The input is not controlled: a keystroke into a long list (searched in a worker) renders
  // nothing until its answer is in, and then the query, its matches and the list state at once.
  const search = useFuzzySearch(options);
  const { matches, current } = search;
  /** Enter was pressed before the results of the typed query were in: pick once they are. */
  const enterWhenCurrent = useRef(false);
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
    const text = event.target.value;
    search.type(text, () => {
      setOpen(true);
      setNotice(null);
      // The best match becomes active, so Enter picks it.
      setActive(text.trim() === '' ? -1 : 0);
      // Only when scrolled: writing scrollTop makes the browser lay the page out at once.
      if (scrollTop !== 0) scrollTo(0);
    });
    // Busy until the answer renders (the layout effect below), without a render of its own.
    if (search.isPending()) scrollerRef.current?.setAttribute('aria-busy', 'true');
  };

  // Whether the listbox is busy is set here, not rendered: it changes on every keystroke into a
  // long list, which renders nothing else until the worker's answer is in.
  useLayoutEffect(() => {
    const listbox = scrollerRef.current;
    if (!listbox) return;
    if (search.isPending()) listbox.setAttribute('aria-busy', 'true');
    else listbox.removeAttribute('aria-busy');
  });

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
      if (open && search.isPending()) {
        // The best match of what was typed is not known yet; Enter picks it once it is.
        event.preventDefault();
        enterWhenCurrent.current = true;
      } else if (open && activeIndex >= 0 && shown[activeIndex]) {
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
      } else if (event.currentTarget.value !== '') {
        event.preventDefault();
        event.currentTarget.value = '';
        search.type('', () => undefined);
      }
      return;
    }
    if (key === 'Backspace' && event.currentTarget.value === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1] as Value);
      return;
    }
    if (key === 'Tab') setOpen(false);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  const pickAt = (event: MouseEvent<HTMLDivElement>) => {
    const position = positionOf(event.target);
    const option = position === null ? undefined : shown[position];
    if (option) toggle(option);
  };

  const hoverAt = (event: MouseEvent<HTMLDivElement>) => {
    const position = positionOf(event.target);
    if (position !== null && position !== activeIndex) setActive(position);
  };

  useEffect(() => {
    if (!current || !enterWhenCurrent.current) return;
    enterWhenCurrent.current = false;
    const option = open && activeIndex >= 0 ? shown[activeIndex] : undefined;
    // A key press that had to wait for the worker's answer, applied once when the answer renders.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the Enter happened earlier; this completes it
    if (option) toggle(option);
  });

  const emptyText = loading
    ? t('multiSelect.loading')
    : options.length === 0
      ? t('multiSelect.listEmpty')
      : shown.length === 0 && current
        ? t('multiSelect.noResults')
        : null;
  const listed = open && emptyText === null;
  const limited = matches.length > shown.length;
  // What the list holds, as a string that changes only with what would be said about it: a
  // message, or the counts, formatted once they have settled (RESULTS_ANNOUNCE_DELAY).
  const results =
    !open || !current
      ? ''
      : emptyText !== null
        ? `message:${emptyText}`
        : `counts:${shown.length}/${matches.length}`;
  const { settled: settledResults } = useSettledValue(results, RESULTS_ANNOUNCE_DELAY);
  const resultsText = useMemo(() => describeResults(settledResults, t), [settledResults, t]);
  // What a person just did is said at once.
  const liveText = notice ?? resultsText;
  const hint = error ?? helperText;

  return (
    <MultiSelectRoot>
      <label className="LeaseMultiSelect-fieldLabel" htmlFor={id}>
        {label}
      </label>
      {/* A click anywhere in the field (between chips) focuses the input, as in a text field. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the input inside takes the keyboard */}
      <div
        className="LeaseMultiSelect-field"
        data-error={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {value.length > 0 ? (
          <ul
            className="LeaseMultiSelect-chips"
            aria-label={t('multiSelect.selectedList', { label })}
          >
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
          </ul>
        ) : null}
        <input
          ref={inputRef}
          className="LeaseMultiSelect-input"
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
      </div>
      {hint ? (
        <p className="LeaseMultiSelect-helper" id={helperId} data-error={error ? '' : undefined}>
          {hint}
        </p>
      ) : null}
      <div className="LeaseMultiSelect-popup" hidden={!open}>
        {open && atMaximum ? (
          <div className="LeaseMultiSelect-message" data-tone="warning">
            {t('multiSelect.maxReached', { max: max ?? 0 })}
          </div>
        ) : null}
        {open && emptyText !== null ? (
          <div className="LeaseMultiSelect-message">
            {loading ? <CircularProgress size={16} aria-hidden /> : null}
            {emptyText}
          </div>
        ) : null}
        {open && limited ? (
          <div className="LeaseMultiSelect-message">
            {t('multiSelect.limited', { shown: shown.length, total: matches.length })}
          </div>
        ) : null}
        {/* The listbox stays in the document (hidden) so `aria-controls` always points somewhere. */}
        {/* Focus stays in the combobox (aria-activedescendant), which takes the keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- see above */}
        <div
          ref={scrollerRef}
          className="LeaseMultiSelect-listbox"
          id={listboxId}
          hidden={!listed}
          role="listbox"
          aria-label={label}
          aria-multiselectable
          onScroll={onScroll}
          style={{ height }}
          // Clicking an option or the scrollbar must not blur the input (which closes the list).
          onMouseDown={(event) => event.preventDefault()}
          onClick={pickAt}
          onMouseMove={hoverAt}
        >
          {/* The list only carries the window's padding; the scrolling box is the listbox. */}
          <ul
            className="LeaseMultiSelect-list"
            role="none"
            style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}
          >
            {listed
              ? shown.slice(windowed.start, windowed.end).map((option, offset) => {
                  const position = windowed.start + offset;
                  const isSelected = selected.has(option.value);
                  return (
                    // Keyed by position, like the ids: when the matches change, the rows in view
                    // keep their elements and only their text and state change.
                    <OptionRow
                      key={position}
                      id={`${listboxId}-option-${position}`}
                      label={option.label}
                      count={option.count}
                      selected={isSelected}
                      blocked={atMaximum && !isSelected}
                      active={position === activeIndex}
                      position={position}
                      setSize={shown.length}
                    />
                  );
                })
              : null}
          </ul>
        </div>
      </div>
      <div id={statusId} role="status" aria-live="polite" style={visuallyHidden}>
        {liveText}
      </div>
    </MultiSelectRoot>
  );
}
