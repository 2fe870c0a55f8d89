export {
  ParentSchemeOptions,
  sortParentSchemeOptions,
  type ParentSchemeOptionsProps,
} from './ParentSchemeOptions.tsx';
