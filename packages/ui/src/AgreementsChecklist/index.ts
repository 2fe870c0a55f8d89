export {
  AgreementsChecklist,
  allRequiredAgreed,
  type AgreementsChecklistProps,
} from './AgreementsChecklist.tsx';
