// Roboto from the package, not a CDN: the portal works offline and screenshots are the same on
// every machine. Only the weights the theme uses, and only the Latin subsets (issue 14): nl, en,
// fr and de need Latin; Latin Extended carries names such as Škoda or Łukasz, and its file is
// only downloaded by a page that shows such a letter (the rules' unicode-range). Cyrillic, Greek,
// Vietnamese and the symbol subsets are left out: they cost every page bytes of CSS for nothing.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
