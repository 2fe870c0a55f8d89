import { match } from 'css-mediaquery';
import { readCookie } from './localeCookie.ts';
import { SCREEN_COOKIE } from './screenCookie.ts';

/**
 * What the server assumes of the screen a page is for, before any script could measure it: the
 * layouts that differ by width (the header's menu, the cart beside the search) render for it on
 * the server, and the browser's first render assumes the same, so both give the same HTML. The
 * page then adjusts to the real width, which for a phone or a desktop is the one assumed.
 *
 * The classes are the widths at which the portal's layouts change (MUI's `md` and `lg`): a phone
 * below 900 px, a medium screen (a tablet, a small laptop, a narrowed window) up to 1200 px, where
 * the header's places no longer fit a row, and a wide screen from there.
 */
export type ViewportGuess = 'phone' | 'medium' | 'wide';

const VIEWPORT_GUESSES: readonly ViewportGuess[] = ['phone', 'medium', 'wide'];

/** The widths the guesses stand for: a small phone, a small laptop, and a laptop. */
const ASSUMED_WIDTH: Record<ViewportGuess, string> = {
  phone: '360px',
  medium: '1024px',
  wide: '1280px',
};

/** Whether a value (from a cookie, from a page's data) names one of the guesses. */
export function isViewportGuess(value: unknown): value is ViewportGuess {
  return VIEWPORT_GUESSES.includes(value as ViewportGuess);
}

/**
 * The guess from the request: what the browser last measured (`SCREEN_COOKIE`), or else whether
 * it is a phone, which Chromium-based browsers say (`Sec-CH-UA-Mobile`) and other browsers name
 * in their user agent. Only the measure knows a desktop browser's narrow window or a wide tablet.
 */
export function viewportGuessOf(headers: Headers): ViewportGuess {
  const measured = readCookie(headers.get('cookie') ?? '', SCREEN_COOKIE);
  if (isViewportGuess(measured)) return measured;
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
