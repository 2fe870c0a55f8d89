import GlobalStyles from '@mui/material/GlobalStyles';
import SvgIcon from '@mui/material/SvgIcon';
import { styled, type Theme } from '@mui/material/styles';

// The parts of TextInput, styled as MUI draws an outlined TextField (FormControl, InputLabel,
// InputBase with OutlinedInput and its notched outline, FormHelperText, NativeSelect), value for
// value, so the field looks the same. The states come as MUI's state classes (`Mui-focused`,
// `Mui-error`, `Mui-disabled`), and the box and its outline take the theme's `MuiOutlinedInput`
// overrides, like MUI's own outlined inputs.

/** The animations by which the browser's autofill shows (it fires no event), as in InputBase. */
export const AUTOFILL = 'lease-text-input-autofill';
const AUTOFILL_CANCEL = 'lease-text-input-autofill-cancel';

export const autofillKeyframes = (
  <GlobalStyles
    styles={{
      [`@keyframes ${AUTOFILL}`]: { from: { display: 'block' } },
      [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { display: 'block' } },
    }}
  />
);

const shorter = (theme: Theme, properties: string | string[]) =>
  theme.transitions.create(properties, {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  });

/** FormControl's root. */
export const Root = styled('div', { name: 'LeaseTextInput', slot: 'Root' })({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
  '&.LeaseTextInput-fullWidth': { width: '100%' },
});

/** InputLabel, outlined, in a form control: in the field, or shrunk into the outline. */
export const Label = styled('label', { name: 'LeaseTextInput', slot: 'Label' })(({ theme }) => ({
  color: theme.palette.text.secondary,
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  transformOrigin: 'top left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  position: 'absolute',
  left: 0,
  top: 0,
  transition: shorter(theme, ['color', 'transform', 'max-width']),
  zIndex: 1,
  pointerEvents: 'none',
  transform: 'translate(14px, 16px) scale(1)',
  maxWidth: 'calc(100% - 24px)',
  '&[data-shrink="true"]': {
    userSelect: 'none',
    pointerEvents: 'auto',
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  },
  '&.Mui-focused': { color: theme.palette.primary.main },
  '&.Mui-disabled': { color: theme.palette.text.disabled },
  '&.Mui-error': { color: theme.palette.error.main },
}));

/** InputBase's root with OutlinedInput's: the box the input and its outline sit in. */
export const Box = styled('div', { name: 'MuiOutlinedInput', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.primary,
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  width: '100%',
  borderRadius: theme.shape.borderRadius,
  '&.Mui-disabled': { color: theme.palette.text.disabled, cursor: 'default' },
  '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': {
    '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(0, 0, 0, 0.23)' },
  },
  '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
    borderWidth: 2,
    borderColor: theme.palette.primary.main,
  },
  '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.error.main },
  '&.Mui-disabled .MuiOutlinedInput-notchedOutline': {
    borderColor: theme.palette.action.disabled,
  },
}));

const placeholderHidden = { opacity: '0 !important' };

/** InputBase's input with OutlinedInput's padding; the select's too. */
const inputStyles = (theme: Theme) =>
  ({
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '16.5px 14px',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    animationName: AUTOFILL_CANCEL,
    animationDuration: '10ms',
    '&::placeholder': {
      color: 'currentColor',
      opacity: theme.palette.mode === 'light' ? 0.42 : 0.5,
      transition: theme.transitions.create('opacity', {
        duration: theme.transitions.duration.shorter,
      }),
    },
    '&:focus': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
    // While the label sits in the field, a placeholder would show through it: only on focus.
    'label[data-shrink="false"] + div > &:not(:focus)::placeholder': placeholderHidden,
    '&:disabled': { opacity: 1, WebkitTextFillColor: theme.palette.text.disabled },
    '&:-webkit-autofill': {
      animationDuration: '5000s',
      animationName: AUTOFILL,
      borderRadius: 'inherit',
    },
  }) as const;

export const Input = styled('input', { name: 'LeaseTextInput', slot: 'Input' })(({ theme }) =>
  inputStyles(theme),
);

/** The input as NativeSelect's outlined select: the browser's own list, MUI's look. */
export const Select = styled('select', { name: 'LeaseTextInput', slot: 'Select' })(({ theme }) => ({
  ...inputStyles(theme),
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&&&': { paddingRight: 32 },
  '&:disabled': { ...inputStyles(theme)['&:disabled'], cursor: 'default' },
  '& option, & optgroup': { backgroundColor: theme.palette.background.paper },
}));

/** NativeSelect's arrow. */
export const SelectIcon = styled(SvgIcon, { name: 'LeaseTextInput', slot: 'SelectIcon' })(
  ({ theme }) => ({
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: theme.palette.action.active,
    '.Mui-disabled > &': { color: theme.palette.action.disabled },
  }),
);

/** NotchedOutline: the border, with a gap for the shrunk label. */
export const Outline = styled('fieldset', { name: 'LeaseTextInput', slot: 'Outline' })(
  ({ theme }) => ({
    textAlign: 'left',
    position: 'absolute',
    bottom: 0,
    right: 0,
    top: -5,
    left: 0,
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    minWidth: '0%',
    borderColor: 'rgba(0, 0, 0, 0.23)',
    '& > legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: theme.transitions.create('max-width', {
        duration: 50,
        easing: theme.transitions.easing.easeOut,
      }),
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    '&.LeaseTextInput-notched > legend': {
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', {
        duration: 100,
        easing: theme.transitions.easing.easeOut,
        delay: 50,
      }),
    },
  }),
);

/** FormHelperText, contained in the outlined field. */
export const HelperText = styled('p', { name: 'LeaseTextInput', slot: 'HelperText' })(
  ({ theme }) => ({
    color: theme.palette.text.secondary,
    ...theme.typography.caption,
    textAlign: 'left',
    margin: '3px 14px 0',
    '&.Mui-disabled': { color: theme.palette.text.disabled },
    '&.Mui-error': { color: theme.palette.error.main },
  }),
);
