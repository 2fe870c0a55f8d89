// First: V8 takes no stacks while React's renderer starts (see the module).
import { restoreStackTraces } from './withoutStackTraces.ts';
// eslint-disable-next-line import-x/order -- the renderer must start after the line above
import { createRoot, hydrateRoot } from 'react-dom/client';

restoreStackTraces();

export { createRoot, hydrateRoot };
