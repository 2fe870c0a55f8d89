import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleData, nextTask } from './startInSteps.ts';

describe('the start in steps', () => {
  afterEach(() => {
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

  it("loads the locale's number data, which react-intl's provider checks as it starts", () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    loadLocaleData('nl-BE');
    expect(supported).toHaveBeenCalledWith('nl-BE');
  });
});
