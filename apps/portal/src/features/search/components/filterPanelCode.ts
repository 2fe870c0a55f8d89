// The filter panel's code on its own, for `LazyFilterPanel` to load with `import()`: the panel's
// inputs (text fields, switches, the multi-selects) then make a chunk of their own instead of
// weighing on the search's first load.
export { FilterPanel } from '@lease/ui';
