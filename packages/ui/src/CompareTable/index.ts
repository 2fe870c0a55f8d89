export { CompareTable, type CompareTableProps } from './CompareTable.tsx';
export { valuesDiffer, type CompareValue } from './valuesDiffer.ts';
