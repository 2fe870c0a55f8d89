import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  contactMailResultSchema,
  type ContactMailRequest,
  type ContactMailResult,
} from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `POST /api/ContactMail`: sends a message to the lease desk; true when it was sent. */
export function contactMail(
  gateway: Gateway,
  body: ContactMailRequest,
): Promise<ContactMailResult> {
  return gateway.call({
    name: 'ContactMail',
    method: 'POST',
    path: '/api/ContactMail',
    body,
    response: contactMailResultSchema,
    kind: 'write',
  });
}

/** Mutation options of `ContactMail`. */
export function contactMailMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: contentKeys.contactMail,
    mutationFn: (body: ContactMailRequest) => contactMail(gateway, body),
  });
}

/** Hook for `ContactMail`. */
export function useContactMailMutation(gateway: Gateway) {
  return useMutation(contactMailMutationOptions(gateway));
}
