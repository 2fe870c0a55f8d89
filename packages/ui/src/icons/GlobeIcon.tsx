import { createSvgIcon } from '@mui/material/utils';

// Drawn for this project (not from an icon set) in the 24×24 grid of the Material icons beside
// it, as strokes. A globe is the sign people look for to change the language of a site, even
// when they cannot read the language it is in.

/** A globe: the sign of the language switch. */
export const GlobeIcon = createSvgIcon(
  <g
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx={12} cy={12} r={9} />
    <ellipse cx={12} cy={12} rx={3.8} ry={9} />
    <path d="M3 12h18M4.6 7.5h14.8M4.6 16.5h14.8" />
  </g>,
  'Globe',
);
