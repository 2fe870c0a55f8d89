import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import {
  AUTOFILL,
  autofillKeyframes,
  Box,
  HelperText,
  Input,
  Label,
  Outline,
  Root,
  Select,
  SelectIcon,
} from './textInputSlots.tsx';

export interface TextInputProps {
  /** The visible label, tied to the input (`<label for>`). */
  label: ReactNode;
  /** The input's id; one is made when left out. The label and the helper text refer to it. */
  id?: string;
  /** The input's `name`. */
  name?: string;
  /** The input's `type`: `text` (default), `password`, `email`, `tel`, … */
  type?: string;
  /** The input's `autocomplete` token, e.g. `username` or `current-password`. */
  autoComplete?: string;
  /** The value, for a controlled field. */
  value?: string;
  /** The value to start with, for an uncontrolled field. */
  defaultValue?: string;
  /** Called with every change of the value (`event.target.value`). */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** Called when the input loses the focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** Marks the field required: an asterisk after the label, `required` on the input. */
  required?: boolean;
  /** Makes the field unavailable. */
  disabled?: boolean;
  /** Marks the field invalid (`aria-invalid`, the error colour); say why in `helperText`. */
  error?: boolean;
  /** A hint or error message under the field, the input's accessible description. */
  helperText?: ReactNode;
  /** A short example of what to type; never a replacement for the label. */
  placeholder?: string;
  /** A ref to the `<input>` element, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** More attributes of the `<input>` (`maxLength`, `onPaste`…), not value, focus or change. */
  htmlInputProps?: InputBaseComponentProps;
  /** The browser's own select instead of a text input; `children` are its `<option>`s. */
  select?: boolean;
  /** The `<option>`s of a `select`. */
  children?: ReactNode;
  /** Takes the width of its container (the default). */
  fullWidth?: boolean;
  /** A class name for the root. */
  className?: string;
}

/**
 * A single-line text field, or the browser's own select: label, outlined input and helper text,
 * looking and behaving as MUI's outlined `TextField` (and its `NativeSelect`) do. Drawn with its
 * own elements and styles (`textInputSlots.tsx`) rather than MUI's `FormControl`, `InputLabel`,
 * `InputBase`, `OutlinedInput` and `FormHelperText`: those were about 9 KiB of gzipped JavaScript
 * (with the multi-line textarea, adornments and the other variants) that the login page and the
 * configurator loaded before they could be used (issue 14). Use `TextField` where a multi-line
 * text or MUI's own select menu is needed.
 */
export function TextInput({
  label,
  id: idProp,
  name,
  type,
  autoComplete,
  value,
  defaultValue,
  onChange,
  onBlur,
  required = false,
  disabled = false,
  error = false,
  helperText,
  placeholder,
  inputRef,
  htmlInputProps,
  select = false,
  children,
  fullWidth = true,
  className,
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(defaultValue ?? '');
  const [autofilled, setAutofilled] = useState(false);
  // As `TextField`: the description only when there is a text, the label unless it is empty.
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelled = label != null && label !== '';
  // As FormControl: a field that becomes unavailable loses its focus state.
  const focusShown = focused && !disabled;
  // The label moves up into the outline once there is a value (a select always has one).
  const shrink = focusShown || select || autofilled || (value ?? typed) !== '';
  const states = [focusShown && 'Mui-focused', error && 'Mui-error', disabled && 'Mui-disabled']
    .filter(Boolean)
    .join(' ');
  const labelText = required ? (
    <>
      {label}
      <span aria-hidden="true">{'\u2009*'}</span>
    </>
  ) : (
    label
  );
  const control = {
    id,
    name,
    value,
    defaultValue,
    disabled,
    required,
    'aria-invalid': error,
    'aria-describedby': helperTextId,
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
      setFocused(false);
      onBlur?.(event);
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      if (value === undefined) setTyped(event.target.value);
      onChange?.(event);
    },
  };
  return (
    <Root
      className={[className, fullWidth && 'LeaseTextInput-fullWidth'].filter(Boolean).join(' ')}
    >
      {autofillKeyframes}
      {labelled ? (
        <Label htmlFor={id} id={`${id}-label`} data-shrink={shrink} className={states}>
          {labelText}
        </Label>
      ) : null}
      <Box
        className={states}
        // As InputBase: a click on the box's padding or outline focuses the input.
        onClick={(event: MouseEvent<HTMLDivElement>) => {
          if (event.target === event.currentTarget) {
            event.currentTarget.querySelector<HTMLElement>('input, select')?.focus();
          }
        }}
      >
        {select ? (
          <>
            <Select {...control}>{children}</Select>
            <SelectIcon aria-hidden="true">
              <path d="M7 10l5 5 5-5z" />
            </SelectIcon>
          </>
        ) : (
          <Input
            {...htmlInputProps}
            {...control}
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            ref={inputRef}
            onAnimationStart={(event) => setAutofilled(event.animationName === AUTOFILL)}
          />
        )}
        <Outline
          aria-hidden="true"
          className={
            shrink && labelled
              ? 'MuiOutlinedInput-notchedOutline LeaseTextInput-notched'
              : 'MuiOutlinedInput-notchedOutline'
          }
        >
          {/* The legend's text, hidden, opens the gap the shrunk label sits in. */}
          <legend>
            <span>{labelled ? labelText : '\u200b'}</span>
          </legend>
        </Outline>
      </Box>
      {helperText ? (
        <HelperText id={helperTextId} className={states}>
          {helperText}
        </HelperText>
      ) : null}
    </Root>
  );
}
