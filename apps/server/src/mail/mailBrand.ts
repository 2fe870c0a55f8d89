import type { DatabaseSync } from 'node:sqlite';
import { findClientStyling } from '../db/clients.ts';

/** What a mail shows of the client's brand. */
export interface MailBrand {
  name: string;
  /** The primary colour, `#rgb` or `#rrggbb`: the band at the top of the mail. */
  colour: string;
  /** The colour of the client's name and the link: the brand's where it reads on white. */
  textColour: string;
}

/** A dark neutral, for a client without a usable colour and for text a light brand cannot carry. */
const FALLBACK_COLOUR = '#1f3a5f';

/** Styling is untrusted input (decisions.md §4): only a hex colour reaches a style attribute. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(colour: string): [number, number, number] {
  const hex =
    colour.length === 4 ? [...colour.slice(1)].map((c) => c + c).join('') : colour.slice(1);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2.2 relative luminance. */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether text in `colour` on white meets WCAG AA for body text (4.5:1). */
export function readsOnWhite(colour: string): boolean {
  return 1.05 / (luminance(colour) + 0.05) >= 4.5;
}

/**
 * The client's name and colour from the styling the server stores (`GetStyling`). A brand
 * colour too light to read (zonnig's yellow) still makes the band, but the text stays dark.
 */
export function mailBrand(db: DatabaseSync, clientCode: string): MailBrand {
  const styling = findClientStyling(db, clientCode);
  const name = styling?.cName?.trim() || clientCode;
  const given = styling?.cPrimaryColor?.trim() ?? '';
  const colour = HEX_COLOUR.test(given) ? given : FALLBACK_COLOUR;
  return { name, colour, textColour: readsOnWhite(colour) ? colour : FALLBACK_COLOUR };
}
