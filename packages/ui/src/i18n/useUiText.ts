import type { UiMessageId } from './en.ts';
import { useTypedMessage, type MessageValues } from './useTypedMessage.ts';

/** Values an ICU placeholder can take in our messages. */
export type UiMessageValues = MessageValues;

/** The design system's texts, by a checked id. */
export function useUiText(): (id: UiMessageId, values?: UiMessageValues) => string {
  return useTypedMessage<UiMessageId>();
}
