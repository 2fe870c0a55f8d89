import { choiceCookie } from './choiceCookies.ts';
import type { ViewportGuess } from './viewportGuess.ts';

/** The cookie in which the browser tells the server its screen's width, as it last measured it. */
export const SCREEN_COOKIE = 'screen';

/**
 * The width from which the portal lays a page out for a wide screen: MUI's `md`, where the header's
 * menu becomes a row of links and the search gets the cart beside it.
 */
export const WIDE_SCREEN_QUERY = '(min-width:900px)';

/** The `document.cookie` assignment that tells the server the screen's width, kept a year. */
export function screenCookie(screen: ViewportGuess, secure: boolean): string {
  return choiceCookie(SCREEN_COOKIE, screen, secure);
}

/**
 * Tells the server the screen's width for the pages it renders next, now and whenever it crosses
 * `WIDE_SCREEN_QUERY`. Without it the server goes by whether the browser is a phone: a desktop
 * browser's narrow window got the wide header in the server's page, which the app then replaced
 * with the menu as it took the page over.
 */
export function rememberScreen(
  matchMedia: (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener'>,
  writeCookie: (cookie: string) => void,
  secure: boolean,
): void {
  const wide = matchMedia(WIDE_SCREEN_QUERY);
  const remember = () => writeCookie(screenCookie(wide.matches ? 'wide' : 'phone', secure));
  remember();
  wide.addEventListener('change', remember);
}
