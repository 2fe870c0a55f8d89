// The configurator loads the dialog's code apart from the page (LazyForcedOptionDialog.tsx): this
// module, imported only with `import()`, is where the bundler cuts it off.
export { ForcedOptionDialog } from '@lease/ui';
