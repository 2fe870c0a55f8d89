import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * The 1, 5 and 15 minute load averages as `/proc/loadavg` shows them. Figures from a busy
 * machine are slower; printing the load beside them says how far to trust them.
 */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim();
  } catch {
    // Not Linux: the same three figures, without the process counts.
    return loadavg()
      .map((load) => load.toFixed(2))
      .join(' ');
  }
}
