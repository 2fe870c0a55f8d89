import { createSvgIcon } from '@mui/material/utils';

// Material Design icon paths (Apache 2.0), drawn with MUI's SvgIcon so they take the theme's
// colours and sizes. Kept here rather than adding @mui/icons-material for eight icons. The bare
// paths are exported too, for PlainIcon in hot paths.

/** The path data (24×24 view box) of each icon. */
export const iconPaths = {
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  cardView: 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z',
  listView: 'M3 4h4v4H3zm6 1v2h12V5zM3 10h4v4H3zm6 1v2h12v-2zm-6 5h4v4H3zm6 1v2h12v-2z',
  bookmark: 'M17 3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V5c0-1.1-.9-2-2-2',
  bookmarkBorder: 'M17 3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V5c0-1.1-.9-2-2-2m0 15-5-2.18L7 18V5h10z',
  compare: 'M9.01 14H2v2h7.01v3L13 15l-3.99-4zm5.98-1v-3H22V8h-7.01V5L11 9z',
  car: 'M18.92 6.01C18.72 5.42 18.16 5 17.5 5h-11c-.66 0-1.21.42-1.42 1.01L3 12v8c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-1h12v1c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-8zM6.5 16c-.83 0-1.5-.67-1.5-1.5S5.67 13 6.5 13s1.5.67 1.5 1.5S7.33 16 6.5 16m11 0c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5M5 11l1.5-4.5h11L19 11z',
  sort: 'M3 18h6v-2H3zM3 6v2h18V6zm0 7h12v-2H3z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
} as const;

export const CloseIcon = createSvgIcon(<path d={iconPaths.close} />, 'Close');
export const SearchIcon = createSvgIcon(<path d={iconPaths.search} />, 'Search');
export const CardViewIcon = createSvgIcon(<path d={iconPaths.cardView} />, 'CardView');
export const ListViewIcon = createSvgIcon(<path d={iconPaths.listView} />, 'ListView');
export const BookmarkIcon = createSvgIcon(<path d={iconPaths.bookmark} />, 'Bookmark');
export const BookmarkBorderIcon = createSvgIcon(
  <path d={iconPaths.bookmarkBorder} />,
  'BookmarkBorder',
);
export const CompareIcon = createSvgIcon(<path d={iconPaths.compare} />, 'Compare');
export const CarIcon = createSvgIcon(<path d={iconPaths.car} />, 'Car');
export const SortIcon = createSvgIcon(<path d={iconPaths.sort} />, 'Sort');
export const CheckIcon = createSvgIcon(<path d={iconPaths.check} />, 'Check');
