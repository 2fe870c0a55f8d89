/**
 * The attribute of the `<style>` element that carries a rendered page's component styles, listing
 * their names. Emotion's own attribute (`data-emotion="css …"`) would make every emotion cache the
 * browser creates move that element to the end of `<head>`: each move makes the browser parse the
 * page's styles and lay the page out again (about 45 ms at 4× CPU on the configurator, twice as the
 * app starts). Under this attribute the element stays where the server put it, and the app's cache
 * takes its names as written (emotionCache.ts).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** Emotion's key for the portal's styles: class names read `css-<name>`. */
export const EMOTION_KEY = 'css';
