import type { OrderRequest } from '@lease/api/contract';
import { RequestError } from '../http/RequestError.ts';
import { attachmentTypeOf, type AttachmentType } from './attachmentType.ts';

/** A file sent with an order form, as the order keeps it. */
export interface OrderAttachment {
  name: string;
  type: AttachmentType;
  content: Uint8Array;
}

/**
 * The file of an order form, checked by its content, to be kept with the order; null when the
 * form has none. A file that is not a PDF, JPEG or PNG, or one without a name, refuses the order:
 * a file is never accepted and then left out.
 */
export function orderAttachment(
  form: Pick<OrderRequest, 'aBijlage' | 'cBijlage'>,
): OrderAttachment | null {
  if (form.aBijlage == null) return null;
  const content = Buffer.from(form.aBijlage, 'base64');
  const type = attachmentTypeOf(content);
  if (type === null) {
    throw new RequestError('aBijlage: the attachment is not a PDF, JPEG or PNG file.', {
      field: 'aBijlage',
    });
  }
  const name = form.cBijlage?.trim();
  if (!name) {
    throw new RequestError('cBijlage: an attachment needs its file name.', { field: 'cBijlage' });
  }
  return { name, type, content };
}

/** The fields of an order form its stored copy leaves out (see `keptOrderForm`). */
const NOT_KEPT: ReadonlySet<string> = new Set<keyof OrderRequest>([
  'aBijlage',
  'nLeaseprijs',
  'nEigenbijdrage',
  'nNettoKosten',
]);

/**
 * What the order keeps of its form for the lessor's desk, beside the order's own figures: the
 * file is kept apart (`orderAttachment`), and the prices the client sent are left out. They are
 * what the portal last showed, not the order's prices: the server prices every order itself.
 */
export function keptOrderForm(form: OrderRequest): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form).filter(([field]) => !NOT_KEPT.has(field)));
}
