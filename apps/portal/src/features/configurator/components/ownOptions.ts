// Where the bundler cuts the own-options form off from the configurator's own code
// (LazyOwnOptions.tsx).
export { OwnOptions } from '@lease/ui';
