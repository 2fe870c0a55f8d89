// The configurator loads the panel's code after its first paint (LazyExplanationPanel.tsx): this
// module, imported only with `import()`, is where the bundler cuts it off.
export { ExplanationPanel } from '@lease/ui';
