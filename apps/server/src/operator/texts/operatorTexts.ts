import type { MailKind } from '../../mail/queueMail.ts';
import type { OutboxState } from '../outboxListing.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

/** Every text of the operator's pages, in one language. */
export interface OperatorTexts {
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  outboxTitle: string;
  /** What the outbox is, and whether this server sends it. */
  outboxIntro: string;
  sending: (server: string) => string;
  notSending: string;
  filterLabel: string;
  all: string;
  states: Record<OutboxState, string>;
  kinds: Record<MailKind, string>;
  columns: {
    written: string;
    kind: string;
    client: string;
    recipient: string;
    subject: string;
    state: string;
  };
  waitingFor: (attempt: number, at: string) => string;
  sentAt: (at: string) => string;
  failedAt: (at: string) => string;
  noMails: string;
  older: string;
  newest: string;
  /** The detail page of one mail. */
  mail: {
    back: string;
    language: string;
    messageId: string;
    attempts: string;
    lastError: string;
    textPart: string;
    htmlPart: string;
  };
  notFound: string;
  badRequest: string;
  /** Refused because of earlier wrong passwords from the same address; the wait is in `Retry-After`. */
  tooManyAttempts: string;
}

export const OPERATOR_LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type OperatorLanguage = (typeof OPERATOR_LANGUAGES)[number];

const TEXTS: Readonly<Record<OperatorLanguage, OperatorTexts>> = { en, nl, fr, de };

/** The operator's texts in a language, English for any other. */
export function operatorTexts(language: string): OperatorTexts {
  return (OPERATOR_LANGUAGES as readonly string[]).includes(language)
    ? TEXTS[language as OperatorLanguage]
    : en;
}
