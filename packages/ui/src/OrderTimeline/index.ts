export { OrderTimeline, ORDER_STATUS_LABELS, type OrderTimelineProps } from './OrderTimeline.tsx';
export { timelineSteps, ORDER_PATH, type TimelineStep } from './timelineSteps.ts';
