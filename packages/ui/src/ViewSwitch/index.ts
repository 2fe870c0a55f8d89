export { ViewSwitch, type ViewSwitchProps } from './ViewSwitch.tsx';
