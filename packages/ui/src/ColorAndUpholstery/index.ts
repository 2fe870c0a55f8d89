export {
  ColorAndUpholstery,
  type ColorAndUpholsteryProps,
  type ColorAndUpholsteryValue,
} from './ColorAndUpholstery.tsx';
