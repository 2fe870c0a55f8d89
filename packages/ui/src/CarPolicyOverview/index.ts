export { CarPolicyOverview, type CarPolicyOverviewProps } from './CarPolicyOverview.tsx';
