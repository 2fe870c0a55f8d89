export { OrderTimeline, type OrderTimelineProps } from './OrderTimeline.tsx';
export { ORDER_STATUS_LABELS, orderStatusMessage } from './orderStatusMessage.ts';
