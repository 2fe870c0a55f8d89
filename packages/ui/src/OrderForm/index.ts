export { OrderForm, type OrderFormProps, type OrderFormValues } from './OrderForm.tsx';
