// Roboto from the package, not a CDN: the portal works offline and screenshots are the same on
// every machine. Only the weights the theme uses.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
