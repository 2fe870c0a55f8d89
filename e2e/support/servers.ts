/**
 * Where the end-to-end run's servers listen: the portal server on E2E_PORT (what every test
 * opens), the lease API behind it on a loopback port of its own, and the session store file they
 * share with a second portal server that a test starts itself (two-processes.spec.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Far from the ports engineers give E2E_PORT, so two runs side by side do not collide. */
export const LEASE_API_PORT = E2E_PORT + 10_000;
export const LEASE_API_URL = `http://127.0.0.1:${LEASE_API_PORT}`;
/** Outside Playwright's output folder, which it empties while the servers already run. */
export const SESSION_DB_PATH = `test-results/portal-sessions-${E2E_PORT}.db`;
