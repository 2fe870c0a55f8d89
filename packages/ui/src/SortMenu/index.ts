export { SortMenu, type SortMenuProps } from './SortMenu.tsx';
export {
  currentSortOption,
  SORT_OPTION_MESSAGES,
  sortOptionMessage,
  type SortMenuOption,
} from './sortOptionMessage.ts';
