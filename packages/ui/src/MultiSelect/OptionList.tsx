import type { MouseEvent, Ref, UIEvent } from 'react';
import type { MultiSelectOption } from './MultiSelect.tsx';
import { OptionRow } from './OptionRow.tsx';
import type { ListWindow } from './windowing.ts';

export interface OptionListProps<Value extends string | number> {
  /** The scrolling box (the listbox), which the field scrolls to keep the active option in view. */
  ref: Ref<HTMLDivElement>;
  id: string;
  label: string;
  /** The list shows options (open, and no message in their place). */
  listed: boolean;
  options: readonly MultiSelectOption<Value>[];
  /** The rows in view and the padding that stands for the others. */
  windowed: ListWindow;
  height: number;
  selected: ReadonlySet<Value>;
  /** The maximum is chosen: the options not chosen cannot be. */
  atMaximum: boolean;
  activeIndex: number;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
  onPick: (event: MouseEvent<HTMLDivElement>) => void;
  onHover: (event: MouseEvent<HTMLDivElement>) => void;
}

/**
 * The listbox of the multi-select, with only the rows in view rendered. It stays in the document
 * (hidden) so the combobox's `aria-controls` always points somewhere.
 */
export function OptionList<Value extends string | number>({
  ref,
  id,
  label,
  listed,
  options,
  windowed,
  height,
  selected,
  atMaximum,
  activeIndex,
  onScroll,
  onPick,
  onHover,
}: OptionListProps<Value>) {
  return (
    // Focus stays in the combobox (aria-activedescendant), which takes the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- see above
    <div
      ref={ref}
      className="LeaseMultiSelect-listbox"
      id={id}
      hidden={!listed}
      role="listbox"
      aria-label={label}
      aria-multiselectable
      onScroll={onScroll}
      style={{ height }}
      // Clicking an option or the scrollbar must not blur the input (which closes the list).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
    >
      {/* The list only carries the window's padding; the scrolling box is the listbox. */}
      <ul
        className="LeaseMultiSelect-list"
        role="none"
        style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}
      >
        {listed
          ? options.slice(windowed.start, windowed.end).map((option, offset) => {
              const position = windowed.start + offset;
              const isSelected = selected.has(option.value);
              return (
                // Keyed by position, like the ids: when the matches change, the rows in view
                // keep their elements and only their text and state change.
                <OptionRow
                  key={position}
                  id={`${id}-option-${position}`}
                  label={option.label}
                  count={option.count}
                  selected={isSelected}
                  blocked={atMaximum && !isSelected}
                  active={position === activeIndex}
                  position={position}
                  setSize={options.length}
                />
              );
            })
          : null}
      </ul>
    </div>
  );
}
