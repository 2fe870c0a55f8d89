import { MAX_ATTACHMENT_BYTES } from '@lease/api/contract';

/** The attachment types the order accepts by default: PDF and photos. */
export const DEFAULT_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/**
 * The contract's largest file the order request may carry: a larger default let a driver pick a
 * file the server then refused.
 */
export const DEFAULT_ATTACHMENT_MAX_BYTES = MAX_ATTACHMENT_BYTES;

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** A problem with a chosen file, as a message id. */
export type AttachmentProblem = 'attachment.empty' | 'attachment.tooLarge' | 'attachment.wrongType';

/**
 * Why a file cannot be attached, or `null`. The type is checked on the MIME type and, because
 * browsers leave it empty for some files, on the extension too; both must agree when both exist.
 */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  options: { maxBytes?: number; types?: readonly string[] } = {},
): AttachmentProblem | null {
  const maxBytes = options.maxBytes ?? DEFAULT_ATTACHMENT_MAX_BYTES;
  const types = options.types ?? DEFAULT_ATTACHMENT_TYPES;
  if (file.size <= 0) return 'attachment.empty';
  const extension = file.name.includes('.')
    ? (file.name.split('.').at(-1) ?? '').toLowerCase()
    : '';
  const byExtension = types.filter((type) => EXTENSIONS[type]?.includes(extension));
  const typeOk = file.type
    ? types.includes(file.type) && (byExtension.length === 0 || byExtension.includes(file.type))
    : byExtension.length > 0;
  if (!typeOk) return 'attachment.wrongType';
  if (file.size > maxBytes) return 'attachment.tooLarge';
  return null;
}
