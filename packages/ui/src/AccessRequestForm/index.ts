export {
  AccessRequestForm,
  type AccessRequestError,
  type AccessRequestFormProps,
} from './AccessRequestForm.tsx';
