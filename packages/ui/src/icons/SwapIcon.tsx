import { createSvgIcon } from '@mui/material/utils';

// Drawn for this project (not from an icon set) in the 24×24 grid of the Material icons beside
// it, as strokes: two arrows, one each way, the sign of exchanging one thing for another.

/** Two opposite arrows: the sign of switching to another arrangement. */
export const SwapIcon = createSvgIcon(
  <g
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />
  </g>,
  'Swap',
);
