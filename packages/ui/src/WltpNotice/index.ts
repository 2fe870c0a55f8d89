export { WltpNotice, type WltpNoticeProps } from './WltpNotice.tsx';
