export { Remarks, REMARKS_MAX_LENGTH, type RemarksProps } from './Remarks.tsx';
