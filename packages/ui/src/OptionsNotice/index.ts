export { OptionsNotice, type OptionsNoticeProps } from './OptionsNotice.tsx';
