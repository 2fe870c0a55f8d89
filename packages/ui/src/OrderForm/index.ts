export {
  OrderForm,
  type OrderFormProps,
  type OrderFormValues,
  type OrderRefusal,
} from './OrderForm.tsx';
