import { z } from 'zod/mini';
import { BUILD_INFO_DIR } from './buildInfoFiles.ts';

// Built at the first check, a second after the page loads: not while the app's modules run.
const buildFileSchema = z.lazy(() =>
  z.object({ id: z.string().check(z.minLength(1)), timestamp: z.number() }),
);

export interface DeploymentCheckOptions {
  /** The id of the build this page runs (`import.meta.env.VITE_BUILD_ID`). */
  currentId: string;
  /** How often `latest.json` is asked for; hourly by default (decisions.md §3). */
  pollMs?: number;
  /** The least time between two checks when the tab regains focus. */
  focusThrottleMs?: number;
  /** When the first check runs after load (spec point 9: 1 s). */
  startDelayMs?: number;
  fetch?: typeof fetch;
  /** The window whose focus and visibility start a check. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Document };
  /** The connection's type, when the browser tells it (`navigator.connection.effectiveType`). */
  effectiveType?: string;
}

export interface DeploymentCheck {
  /** Whether a newer build than this page's has been deployed. */
  isOutdated(): boolean;
  /** Checks now (the timers and focus call this). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * The new-build check of spec point 4 and decisions.md §3: 1 s after load (not on `slow-2g`) this
 * build's metadata is fetched; then the latest build's id is asked for on a timer and when the
 * tab regains focus (throttled). A different id marks the page outdated; the router reloads it at
 * the next navigation, never in the middle of what the person is doing.
 */
export function startDeploymentCheck(options: DeploymentCheckOptions): DeploymentCheck {
  const {
    currentId,
    pollMs = 60 * 60 * 1000,
    focusThrottleMs = 60 * 1000,
    startDelayMs = 1000,
    fetch: fetchFile = globalThis.fetch.bind(globalThis),
    target = window,
    effectiveType,
  } = options;
  let outdated = false;
  let lastCheck = Number.NEGATIVE_INFINITY;
  const timers: ReturnType<typeof setTimeout>[] = [];

  async function readBuild(path: string) {
    try {
      const response = await fetchFile(path, { cache: 'no-store' });
      if (!response.ok) return null;
      const parsed = buildFileSchema.safeParse(await response.json());
      return parsed.success ? parsed.data : null;
    } catch {
      // Offline or a half-deployed server: try again at the next check.
      return null;
    }
  }

  async function check() {
    lastCheck = Date.now();
    const latest = await readBuild(`/${BUILD_INFO_DIR}/latest.json`);
    if (latest && latest.id !== currentId) outdated = true;
  }

  const onFocus = () => {
    if (target.document.visibilityState === 'hidden') return;
    if (Date.now() - lastCheck >= focusThrottleMs) void check();
  };

  if (effectiveType !== 'slow-2g') {
    timers.push(
      setTimeout(() => {
        void readBuild(`/${BUILD_INFO_DIR}/meta/${encodeURIComponent(currentId)}.json`);
        void check();
      }, startDelayMs),
    );
    timers.push(setInterval(() => void check(), pollMs));
    target.addEventListener('focus', onFocus);
    target.addEventListener('visibilitychange', onFocus);
  }

  return {
    isOutdated: () => outdated,
    check,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      target.removeEventListener('focus', onFocus);
      target.removeEventListener('visibilitychange', onFocus);
    },
  };
}
