import type { InterfaceLanguage } from '@lease/api';
import { de } from './de.ts';
import { en, type PortalMessageId } from './en.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';

export type { PortalMessageId };

/** The portal's texts per interface language; the design system brings its own (`uiMessages`). */
export const portalMessages: Record<InterfaceLanguage, Record<PortalMessageId, string>> = {
  nl,
  en,
  fr,
  de,
};
