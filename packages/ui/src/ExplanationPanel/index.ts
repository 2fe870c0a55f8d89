export { ExplanationPanel, type ExplanationPanelProps } from './ExplanationPanel.tsx';
export { netCostParts, type NetCostParts } from './netCostParts.ts';
