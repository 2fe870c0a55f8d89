import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_DATA_STEPS, loadLocaleData, nextTask } from './startInSteps.ts';

describe('the start in steps', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes on in a later task, after what the current one queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('next step');
    expect(order).toEqual(['microtask', 'queued before', 'next step']);
  });

  it("loads the locale's number data, which react-intl's provider checks as it starts", async () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await loadLocaleData('nl-BE');
    expect(supported).toHaveBeenCalledWith('nl-BE');
  });

  it('loads it in parts, each in a task of its own', async () => {
    vi.useFakeTimers();
    const likelySubtags = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const load = loadLocaleData('fr-BE');
    expect(likelySubtags).not.toHaveBeenCalled();
    await vi.runOnlyPendingTimersAsync();
    expect(likelySubtags).toHaveBeenCalledTimes(1);
    // The collation, alone in its task.
    await vi.runOnlyPendingTimersAsync();
    expect(numbers.mock.calls).toEqual([]);
    await vi.runOnlyPendingTimersAsync();
    expect(numbers).toHaveBeenCalledWith('fr-BE');
    await load;
    expect(LOCALE_DATA_STEPS).toHaveLength(3);
  });

  it('loads a locale once: a second start waits for the same load', async () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const first = loadLocaleData('de-BE');
    const second = loadLocaleData('de-BE');
    expect(second).toBe(first);
    await second;
    expect(supported.mock.calls.filter(([locale]) => locale === 'de-BE')).toHaveLength(1);
  });

  it('lets the start go on with a locale the browser cannot use', async () => {
    await expect(loadLocaleData('not a locale')).resolves.toBeUndefined();
  });
});
