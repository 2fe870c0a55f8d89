/**
 * The attribute of the `<style>` element that carries a rendered page's component styles, listing
 * their names. Emotion's own attribute (`data-emotion="css …"`) would make every emotion cache the
 * browser creates move that element to the end of `<head>`: each move makes the browser parse the
 * page's styles and lay the page out again (about 45 ms at 4× CPU on the configurator, twice as the
 * app starts). Under this attribute the element stays where the server put it, and the app's cache
 * takes its names as written (emotionCache.ts).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The attribute of the same element that lists the styles the server's render made but the page
 * does not show: a styled component that wraps another (a styled MUI component) makes a class of
 * its own styles, which the inner one takes into its own class. Only the inner class is on the
 * page, so only its rules are sent; the browser, taking the page over, makes the outer styles
 * again and writes them (on the configurator about 140 rules, 16–28 ms of the take-over's commit at
 * full speed). It writes these later, a few at a time (emotionCache.ts).
 */
export const SERVER_COMPOSED_STYLES_ATTRIBUTE = 'data-server-composed';

/** Emotion's key for the portal's styles: class names read `css-<name>`. */
export const EMOTION_KEY = 'css';
