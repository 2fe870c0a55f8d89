import { styled } from '@mui/material/styles';
import { themeStyles } from '../styles/themeStyles.ts';
import { LIST_MAX_HEIGHT, OPTION_HEIGHT } from './multiSelectLayout.ts';

/**
 * One styled root for every part of the multi-select, serialised once per theme: a keystroke
 * rerenders the field and a dozen rows, and each styled part would serialise its styles again on
 * every render. The parts are plain elements with `LeaseMultiSelect-*` classes, styled here.
 */
export const MultiSelectRoot = styled('div', { name: 'LeaseMultiSelect', slot: 'Root' })(
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
