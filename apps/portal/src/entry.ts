// The page's entry, the module the HTML names: it starts the portal once `main.tsx` and what it
// imports have run. A module of its own because those modules run in steps (`app/entryTasks/`):
// a chunk that awaits as it runs is not merged into the page's entry chunk, and an entry chunk
// with no code of its own is dropped from the build, with the page's script and manifest entry.
import { startPortal } from './main.tsx';

startPortal();
