import type { AnyUiMessageId } from './uiMessages.ts';
import { useTypedMessage, type MessageValues } from './useTypedMessage.ts';

/** Values an ICU placeholder can take in our messages. */
export type UiMessageValues = MessageValues;

/**
 * The design system's texts, by a checked id. A part's text is there where the page has loaded
 * that part (ADR 0021).
 */
export function useUiText(): (id: AnyUiMessageId, values?: UiMessageValues) => string {
  return useTypedMessage<AnyUiMessageId>();
}
