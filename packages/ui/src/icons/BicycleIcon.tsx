import { createSvgIcon } from '@mui/material/utils';

// Drawn for this project (not from an icon set) in the 24×24 grid of the Material icons beside
// it, as strokes: two wheels and a diamond frame. The product type `bike` shows this icon; spec
// point 3 calls it "bicycle", as icon sets do.

/** A bicycle: the icon of the product type `bike`. */
export const BicycleIcon = createSvgIcon(
  <g
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx={5.5} cy={16.5} r={3.5} />
    <circle cx={18.5} cy={16.5} r={3.5} />
    <path d="M5.5 16.5h6L9 10zM9 10h7l-4.5 6.5M16 10l2.5 6.5M16 10l-.8-2.5h2.3M9 10l-.6-2M7 8h3" />
  </g>,
  'Bicycle',
);
