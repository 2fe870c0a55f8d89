import { choiceCookie } from './choiceCookies.ts';
import type { ViewportGuess } from './viewportGuess.ts';

/** The cookie in which the browser tells the server its screen's width, as it last measured it. */
export const SCREEN_COOKIE = 'screen';

/**
 * The widths from which the portal lays a page out for a medium and a wide screen: MUI's `md`,
 * where the header's menu button gives way to the places and the search gets the cart beside it,
 * and `lg`, where the header's places fit a row.
 */
const MEDIUM_SCREEN_QUERY = '(min-width:900px)';
const WIDE_SCREEN_QUERY = '(min-width:1200px)';

/** The `document.cookie` assignment that tells the server the screen's width, kept a year. */
export function screenCookie(screen: ViewportGuess, secure: boolean): string {
  return choiceCookie(SCREEN_COOKIE, screen, secure);
}

type ScreenQuery = Pick<MediaQueryList, 'matches' | 'addEventListener'>;

/**
 * Tells the server the screen's width for the pages it renders next, now and whenever it crosses
 * one of the widths at which the layout changes. Without it the server goes by whether the
 * browser is a phone: a desktop browser's narrow window got the wide header in the server's page,
 * which the app then replaced with the menu as it took the page over.
 */
export function rememberScreen(
  matchMedia: (query: string) => ScreenQuery,
  writeCookie: (cookie: string) => void,
  secure: boolean,
): void {
  const medium = matchMedia(MEDIUM_SCREEN_QUERY);
  const wide = matchMedia(WIDE_SCREEN_QUERY);
  const screen = (): ViewportGuess => (wide.matches ? 'wide' : medium.matches ? 'medium' : 'phone');
  const remember = () => writeCookie(screenCookie(screen(), secure));
  remember();
  medium.addEventListener('change', remember);
  wide.addEventListener('change', remember);
}
