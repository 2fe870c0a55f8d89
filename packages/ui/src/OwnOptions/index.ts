export { OwnOptions, type NewOwnOption, type OwnOptionsProps } from './OwnOptions.tsx';
export { parseAmount, ownOptionProblems } from './ownOptionInput.ts';
