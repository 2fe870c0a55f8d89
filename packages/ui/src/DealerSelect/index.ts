export { DealerSelect, type DealerSelectProps } from './DealerSelect.tsx';
