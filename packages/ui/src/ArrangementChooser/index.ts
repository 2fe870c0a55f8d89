export { ArrangementChooser, type ArrangementChooserProps } from './ArrangementChooser.tsx';
