/**
 * Event Timing, read the way INP is: the entries of one interaction (pointerdown, pointerup,
 * click… share an `interactionId`) count as their longest, and a page's INP over a handful of
 * interactions is the longest of those. Pure, so the picking is tested without a browser.
 */

/** What the page's `PerformanceObserver` keeps of an `event` entry (a `PerformanceEventTiming`). */
export interface EventTimingEntry {
  /** The event type: `pointerdown`, `click`, `keydown`… */
  name: string;
  /** 0 for events that are no interaction (a pointer move, a hover). */
  interactionId: number;
  startTime: number;
  /** From the input to the next paint after its handlers, rounded by the browser to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One script of a long animation frame (`PerformanceScriptTiming`). */
export interface FrameScript {
  /** What ran it: `BUTTON.onclick`, `Response.json.then`, `TimerHandler:setTimeout`… */
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  duration: number;
}

/** What the page keeps of a `long-animation-frame` entry: a frame that took over 50 ms. */
export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: FrameScript[];
}

/** One interaction, as long as its longest entry, split as DevTools splits it. */
export interface Interaction {
  interactionId: number;
  /** The type of the longest entry. */
  name: string;
  startTime: number;
  duration: number;
  /** From the input to its first handler: the main thread was busy with something else. */
  inputDelay: number;
  /** The handlers themselves. */
  processing: number;
  /** From the end of the handlers to the paint: rendering, and whatever ran before it. */
  presentationDelay: number;
}

/** Every interaction in `entries` (their longest entry each), in the order they happened. */
export function interactionsOf(entries: readonly EventTimingEntry[]): Interaction[] {
  const longest = new Map<number, EventTimingEntry>();
  for (const entry of entries) {
    if (!(entry.interactionId > 0)) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  return [...longest.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({
      interactionId: entry.interactionId,
      name: entry.name,
      startTime: entry.startTime,
      duration: entry.duration,
      inputDelay: Math.max(0, entry.processingStart - entry.startTime),
      processing: Math.max(0, entry.processingEnd - entry.processingStart),
      presentationDelay: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
    }));
}

/**
 * The slowest interaction in `entries`, or null when none reached the observer's threshold
 * (16 ms: the interaction painted within a frame).
 */
export function slowestInteraction(entries: readonly EventTimingEntry[]): Interaction | null {
  let slowest: Interaction | null = null;
  for (const interaction of interactionsOf(entries)) {
    if (!slowest || interaction.duration > slowest.duration) slowest = interaction;
  }
  return slowest;
}

/** The long animation frames that overlap the interaction: where its time went. */
export function framesDuring(
  frames: readonly LongFrame[],
  interaction: Pick<Interaction, 'startTime' | 'duration'>,
): LongFrame[] {
  const end = interaction.startTime + interaction.duration;
  return frames.filter(
    (frame) => frame.startTime < end && frame.startTime + frame.duration > interaction.startTime,
  );
}

const fileOf = (url: string) => url.split(/[?#]/, 1)[0]?.split('/').pop() || url || '?';

/**
 * A long frame in one line: its length, and its two longest scripts with what ran them and
 * where (the file, and the function where the browser knows its name).
 */
export function describeFrame(frame: LongFrame): string {
  const scripts = [...frame.scripts]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 2)
    .map((script) => {
      const where = `${fileOf(script.sourceURL)}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''}`;
      return `${Math.round(script.duration)} ms ${script.invoker || 'script'} (${where})`;
    });
  const head = `frame ${Math.round(frame.duration)} ms (blocking ${Math.round(frame.blockingDuration)} ms)`;
  return scripts.length > 0 ? `${head}: ${scripts.join('; ')}` : head;
}
