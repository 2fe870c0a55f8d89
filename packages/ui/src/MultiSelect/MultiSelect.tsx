import {
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
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { DEFAULT_OPTIONS_LIMIT, LIST_MAX_HEIGHT, OPTION_HEIGHT } from './multiSelectLayout.ts';
import { MultiSelectRoot } from './MultiSelectRoot.tsx';
import { ListMessages } from './ListMessages.tsx';
import { OptionList } from './OptionList.tsx';
import { positionOf } from './OptionRow.tsx';
import { SelectedChips } from './SelectedChips.tsx';
import { isAtMaximum, isNavigationKey, nextActiveIndex, toggleValue } from './selection.ts';
import { useFuzzySearch } from './useFuzzySearch.ts';
import { useResultsAnnouncement } from './useResultsAnnouncement.ts';
import { listWindow, scrollToReveal, viewportHeight } from './windowing.ts';

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
    if (isNavigationKey(key)) {
      // Home and End keep moving the caret while the list is closed.
      if (!open && (key === 'Home' || key === 'End')) return;
      event.preventDefault();
      if (!open) {
        openList(key === 'ArrowUp' ? shown.length - 1 : 0);
        return;
      }
      moveActive(nextActiveIndex(key, activeIndex, shown.length));
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
    // Only the answer to the latest text typed: one for a shorter text, which a busy worker can
    // render after the Enter, would pick that text's best match instead.
    if (!current || search.isPending() || !enterWhenCurrent.current) return;
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
  const resultsText = useResultsAnnouncement({
    open,
    current,
    emptyText,
    shown: shown.length,
    total: matches.length,
  });
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
        <SelectedChips
          label={label}
          value={value}
          labelOf={labelOf}
          disabled={disabled}
          onRemove={remove}
        />
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
        {open ? (
          <ListMessages
            max={atMaximum ? (max ?? 0) : null}
            emptyText={emptyText}
            loading={loading}
            limited={limited ? { shown: shown.length, total: matches.length } : null}
          />
        ) : null}
        <OptionList
          ref={scrollerRef}
          id={listboxId}
          label={label}
          listed={listed}
          options={shown}
          windowed={windowed}
          height={height}
          selected={selected}
          atMaximum={atMaximum}
          activeIndex={activeIndex}
          onScroll={onScroll}
          onPick={pickAt}
          onHover={hoverAt}
        />
      </div>
      <div id={statusId} role="status" aria-live="polite" style={visuallyHidden}>
        {liveText}
      </div>
    </MultiSelectRoot>
  );
}
