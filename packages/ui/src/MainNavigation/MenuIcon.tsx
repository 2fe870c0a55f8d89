import { createSvgIcon } from '@mui/material/utils';

// Drawn for this project in the 24×24 grid of the Material icons: three bars, the sign people
// look for to open a site's menu on a phone.

/** Three bars: the menu button of the main navigation on a narrow header. */
export const MenuIcon = createSvgIcon(
  <path
    d="M4 7h16M4 12h16M4 17h16"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
  />,
  'Menu',
);
