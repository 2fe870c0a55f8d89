export { PAGE_SIZES, PageSizeSwitch, type PageSizeSwitchProps } from './PageSizeSwitch.tsx';
