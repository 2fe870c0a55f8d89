// Where the bundler cuts a bike's specification off from the configurator's own code
// (LazyBikeSpecs.tsx).
export { BikeSpecs } from '@lease/ui';
