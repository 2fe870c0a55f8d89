export { ArrangementSwitch, type ArrangementSwitchProps } from './ArrangementSwitch.tsx';
