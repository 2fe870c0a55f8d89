import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { localValue } from './localValue.ts';

describe('localValue', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const category = () => localValue('selectedCategory', z.int().check(z.positive()));

  it('reads back what it wrote, the same object until it changes', () => {
    const value = localValue('pair', z.object({ a: z.number() }));
    value.write({ a: 1 });
    const first = value.read();
    expect(first).toEqual({ a: 1 });
    expect(value.read()).toBe(first);
  });

  it.each([
    ['not JSON', '{'],
    ['the wrong type', '"three"'],
    ['out of range', '-4'],
  ])('reads %s as nothing', (_name, raw) => {
    localStorage.setItem('selectedCategory', raw);
    expect(category().read()).toBeNull();
  });

  it('tells its subscribers about a write and forgets on null', () => {
    const value = category();
    const listener = vi.fn();
    value.subscribe(listener);
    value.write(3);
    value.write(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(value.read()).toBeNull();
  });
});
