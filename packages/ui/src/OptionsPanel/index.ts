export { OptionsPanel, type OptionsPanelProps } from './OptionsPanel.tsx';
export { optionBlocks, optionKey, type OptionBlock } from './optionClusters.ts';
