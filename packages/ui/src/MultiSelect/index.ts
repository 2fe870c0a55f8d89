export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect.tsx';
export { DEFAULT_OPTIONS_LIMIT, LIST_MAX_HEIGHT, OPTION_HEIGHT } from './multiSelectLayout.ts';
export {
  chunkQuery,
  createFuzzyIndex,
  fuzzyFilter,
  FUZZY_CHUNK_LENGTH,
  FUZZY_OPTIONS,
} from './fuzzySearch.ts';
export { listWindow, scrollToReveal, viewportHeight, type ListWindow } from './windowing.ts';
export { isAtMaximum, nextActiveIndex, toggleValue } from './selection.ts';
