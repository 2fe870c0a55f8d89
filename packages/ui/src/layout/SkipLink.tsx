import { styled } from '@mui/material/styles';

/**
 * The first link of a page layout: "Skip to main content", off-screen until focused, so keyboard
 * users get it first and nobody else sees it. Its target is the layout's `<main tabIndex={-1}>`.
 */
export const SkipLink = styled('a', { name: 'LeaseLayout', slot: 'SkipLink' })(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-8),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.primary.main,
  '&:focus': { top: theme.spacing(1) },
}));
