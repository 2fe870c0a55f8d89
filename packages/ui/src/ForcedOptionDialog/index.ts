export { ForcedOptionDialog, type ForcedOptionDialogProps } from './ForcedOptionDialog.tsx';
