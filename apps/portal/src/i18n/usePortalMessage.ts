import { useTypedMessage } from '@lease/ui';
import type { PortalMessageId } from './en.ts';

/** The portal's texts, by a checked id (the design system's own hook, with the portal's ids). */
export function usePortalMessage() {
  return useTypedMessage<PortalMessageId>();
}
