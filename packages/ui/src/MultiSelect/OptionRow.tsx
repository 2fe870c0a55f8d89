import { memo } from 'react';
import { PlainIcon } from '../icons/PlainIcon.tsx';
import { iconPaths } from '../icons/vehicleIcons.tsx';

export interface OptionRowProps {
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
export const OptionRow = memo(function OptionRow({
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

/** The position of the option under a pointer event, if any. */
export function positionOf(target: EventTarget): number | null {
  const row = target instanceof Element ? target.closest('[data-position]') : null;
  const position = row ? Number(row.getAttribute('data-position')) : NaN;
  return Number.isInteger(position) ? position : null;
}
