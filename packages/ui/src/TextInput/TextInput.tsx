import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';

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
  onChange?: OutlinedInputProps['onChange'];
  /** Called when the input loses the focus. */
  onBlur?: OutlinedInputProps['onBlur'];
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
  /** Further attributes and handlers of the `<input>` element (`maxLength`, `onPaste`, …). */
  htmlInputProps?: InputBaseComponentProps;
  /** Takes the width of its container (the default). */
  fullWidth?: boolean;
  /** A class name for the root. */
  className?: string;
}

const TextInputRoot = styled(FormControl, { name: 'LeaseTextInput', slot: 'Root' })({});

/**
 * A single-line text field: label, outlined input and helper text, looking and behaving as MUI's
 * `TextField` (outlined) does. Made of `FormControl`, `InputLabel`, `OutlinedInput` and
 * `FormHelperText` because `TextField` always brings `Select` with its `Menu`, `Popover` and
 * `Modal`, about 18 KiB gzipped that a page without a select (the login page) loads for nothing
 * (ADR 0011). Use `TextField` where a select or a multi-line text is needed.
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
  fullWidth = true,
  className,
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  // As `TextField`: the description only when there is a text, the label unless it is empty.
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const ref = useForkRef(useKeepTypedValue<HTMLInputElement>(value), inputRef);
  return (
    <TextInputRoot
      className={className}
      variant="outlined"
      required={required}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
    >
      {label != null && label !== '' ? (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        inputRef={ref}
        inputProps={htmlInputProps}
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        // The outline's gap for the floating label is measured from the label's text.
        label={label}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </TextInputRoot>
  );
}
