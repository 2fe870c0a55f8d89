export {
  SortMenu,
  SORT_OPTION_MESSAGES,
  sortOptionMessage,
  type SortMenuOption,
  type SortMenuProps,
} from './SortMenu.tsx';
