import type { Page } from 'playwright';
import type { EventTimingEntry, LongFrame } from './interactionTiming.ts';

/** What the page recorded between `startRecording` and `takeRecording`. */
export interface Recording {
  events: EventTimingEntry[];
  frames: LongFrame[];
}

/** The recorder as it lives in the page, under this global. */
interface PageRecorder {
  take(): Recording;
}
const GLOBAL = '__leaseBenchRecorder';

/**
 * Runs in the page: observes Event Timing entries of 16 ms and over (the least the browser
 * reports; `interactionId` is kept, 0 included, and picked later) and long animation frames,
 * from now on only, replacing any earlier recorder.
 */
function installRecorder(globalName: string): void {
  // The page's globals, typed here: the tools' TypeScript knows no DOM.
  const page = globalThis as unknown as Record<string, PageRecorder | undefined>;
  page[globalName]?.take();
  const events: EventTimingEntry[] = [];
  const frames: LongFrame[] = [];
  const keepEvents = (entries: readonly unknown[]) => {
    for (const entry of entries as EventTimingEntry[]) {
      events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  };
  const keepFrames = (entries: readonly unknown[]) => {
    for (const frame of entries as LongFrame[]) {
      frames.push({
        startTime: frame.startTime,
        duration: frame.duration,
        blockingDuration: frame.blockingDuration,
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          sourceURL: script.sourceURL,
          sourceFunctionName: script.sourceFunctionName,
          duration: script.duration,
        })),
      });
    }
  };
  const eventObserver = new PerformanceObserver((list) => keepEvents(list.getEntries()));
  eventObserver.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  const frameObserver = new PerformanceObserver((list) => keepFrames(list.getEntries()));
  try {
    frameObserver.observe({ type: 'long-animation-frame' });
  } catch {
    // A browser without long animation frames still measures INP.
  }
  page[globalName] = {
    take() {
      keepEvents(eventObserver.takeRecords());
      keepFrames(frameObserver.takeRecords());
      eventObserver.disconnect();
      frameObserver.disconnect();
      return { events, frames };
    },
  };
}

/**
 * Runs in the page: waits for the next frame and a task after it (an entry reaches the timeline
 * after the paint that ends it), then hands over what was recorded and stops recording.
 */
async function takeFromPage(globalName: string): Promise<Recording> {
  const page = globalThis as unknown as Record<string, unknown> & {
    requestAnimationFrame(callback: () => void): number;
  };
  await new Promise<void>((resolve) => page.requestAnimationFrame(() => setTimeout(resolve, 0)));
  const recorder = page[globalName] as PageRecorder | undefined;
  return recorder ? recorder.take() : { events: [], frames: [] };
}

/** Starts recording interactions in `page` (what happened before is left out). */
export async function startRecording(page: Page): Promise<void> {
  await page.evaluate(installRecorder, GLOBAL);
}

/** Stops recording in `page` and returns the entries since `startRecording`. */
export async function takeRecording(page: Page): Promise<Recording> {
  return page.evaluate(takeFromPage, GLOBAL);
}

const PUSHES = '__leaseBenchPushes';

/** Runs in the page: keeps the query string of every history entry pushed from now on. */
function installPushRecorder(globalName: string): void {
  const page = globalThis as unknown as Record<string, string[] | undefined> & {
    history: { pushState(...args: unknown[]): void };
    location: { search: string };
  };
  const pushes: string[] = [];
  page[globalName] = pushes;
  const { history } = page;
  const push = history.pushState;
  history.pushState = function pushState(this: unknown, ...args: unknown[]) {
    push.apply(this, args);
    // Only the newest recorder keeps what it sees.
    if (page[globalName] === pushes) pushes.push(page.location.search);
  };
}

/**
 * Starts keeping the query string of each history entry the page pushes (the router pushes one
 * per navigation, whenever it gets round to it), without touching the page between clicks.
 */
export async function startRecordingPushes(page: Page): Promise<void> {
  await page.evaluate(installPushRecorder, PUSHES);
}

/** Waits until the page pushed `count` history entries since `startRecordingPushes`; their queries. */
export async function pushedQueries(page: Page, count: number): Promise<string[]> {
  const handle = await page.waitForFunction(
    ([globalName, atLeast]) => {
      const pushes = (globalThis as unknown as Record<string, string[] | undefined>)[globalName];
      return pushes && pushes.length >= atLeast ? pushes : false;
    },
    [PUSHES, count] as const,
  );
  return (await handle.jsonValue()) as string[];
}
