export {
  AttachmentField,
  type AttachedFile,
  type AttachmentFieldProps,
} from './AttachmentField.tsx';
export {
  attachmentProblem,
  DEFAULT_ATTACHMENT_MAX_BYTES,
  DEFAULT_ATTACHMENT_TYPES,
  type AttachmentProblem,
} from './attachmentProblem.ts';
