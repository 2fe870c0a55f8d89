export {
  LoginForm,
  type LoginFormProps,
  type LoginRefusal,
  type LoginValues,
} from './LoginForm.tsx';
