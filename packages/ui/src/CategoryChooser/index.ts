export { CategoryChooser, type CategoryChooserProps } from './CategoryChooser.tsx';
