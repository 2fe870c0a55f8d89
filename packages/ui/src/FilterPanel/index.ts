export { FilterPanel, type FilterPanelProps, type FilterPanelValue } from './FilterPanel.tsx';
export { filterOptions, type FilterPanelOptions } from './filterOptions.ts';
