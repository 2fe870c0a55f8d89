export { ExplanationPanel, type ExplanationPanelProps } from './ExplanationPanel.tsx';
export {
  ExplanationPanelPlaceholder,
  type ExplanationPanelPlaceholderProps,
} from './ExplanationPanelPlaceholder.tsx';
export { netCostParts, type NetCostParts } from './netCostParts.ts';
