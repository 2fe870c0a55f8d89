/** The files an order may carry: those the order form offers (PDF, JPEG, PNG). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The first bytes each type's files start with (their signatures in the formats' specs). */
const SIGNATURES: readonly (readonly [AttachmentType, readonly number[]])[] = [
  // "%PDF-"
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // Start of image, then the first marker's 0xFF.
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/**
 * The type of a file from its content, or null when it is none the order accepts. The name and
 * the type a browser reports come from the sender and prove nothing: a renamed executable says
 * `.pdf` as easily as a PDF does.
 */
export function attachmentTypeOf(content: Uint8Array): AttachmentType | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, index) => content[index] === byte)) return type;
  }
  return null;
}
