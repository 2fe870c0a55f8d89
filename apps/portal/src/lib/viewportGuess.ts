import { match } from 'css-mediaquery';
import { readCookie } from './localeCookie.ts';
import { SCREEN_COOKIE } from './screenCookie.ts';

/**
 * What the server assumes of the screen a page is for, before any script could measure it: the
 * layouts that differ by width (the header's menu, the cart beside the search) render for it on
 * the server, and the browser's first render assumes the same, so both give the same HTML. The
 * page then adjusts to the real width, which for a phone or a desktop is the one assumed.
 */
export type ViewportGuess = 'phone' | 'wide';

/** The widths the guesses stand for: a small phone, and a laptop. */
const ASSUMED_WIDTH: Record<ViewportGuess, string> = { phone: '360px', wide: '1280px' };

/**
 * The guess from the request: what the browser last measured (`SCREEN_COOKIE`), or else whether
 * it is a phone, which Chromium-based browsers say (`Sec-CH-UA-Mobile`) and other browsers name
 * in their user agent. Only the measure knows a desktop browser's narrow window or a wide tablet.
 */
export function viewportGuessOf(headers: Headers): ViewportGuess {
  const measured = readCookie(headers.get('cookie') ?? '', SCREEN_COOKIE);
  if (measured === 'phone' || measured === 'wide') return measured;
  const mobileHint = headers.get('sec-ch-ua-mobile');
  if (mobileHint === '?1') return 'phone';
  if (mobileHint === '?0') return 'wide';
  return /Mobi|Android|iPhone/i.test(headers.get('user-agent') ?? '') ? 'phone' : 'wide';
}

/** MUI's `ssrMatchMedia`: media queries answered for the guessed screen. */
export function matchMediaFor(guess: ViewportGuess): (query: string) => { matches: boolean } {
  const values = { type: 'screen', width: ASSUMED_WIDTH[guess] };
  return (query) => ({ matches: match(query, values) });
}
