export {
  TermMileagePicker,
  type TermMileage,
  type TermMileagePickerProps,
} from './TermMileagePicker.tsx';
