import { useLayoutEffect, useRef, type RefObject } from 'react';

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands React what a person typed into a server-rendered field before React adopted it. React
 * keeps the typed text on screen when it adopts a field but not in the state that controls it, so
 * the next render would put the state's value back and a form sent at once would read an empty
 * field. When the field shows another value than the one it was rendered with, it gets the input
 * event React listens for. React notices a change only against the value it last saw, so the field
 * is first set back to the rendered value through React's setter, then to the typed text past it.
 */
function keepTypedValue(field: TypedField, renderedValue: string): void {
  const typed = field.value;
  if (typed === renderedValue) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = renderedValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A ref for a controlled text field (its `inputRef`) that keeps what was typed into the server's
 * page before React adopted the field (`keepTypedValue`), once, when it is adopted.
 */
export function useKeepTypedValue<Field extends TypedField>(
  value: string | undefined,
): RefObject<Field | null> {
  const ref = useRef<Field>(null);
  const adoptedWith = useRef(value);
  // In the commit that adopts the field, before the browser can hand the page another event: a
  // click on the form's button right after would otherwise send it without the typed text.
  useLayoutEffect(() => {
    if (ref.current && adoptedWith.current !== undefined) {
      keepTypedValue(ref.current, adoptedWith.current);
    }
  }, []);
  return ref;
}
