// Roboto from the package, not a CDN: the portal works offline and screenshots are the same on
// every machine. Which weights and subsets, and why: roboto.css.
import './roboto.css';
