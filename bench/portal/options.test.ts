import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('measures every page and the interactions by default', () => {
    const options = parseOptions([]);
    expect(options.pages).toEqual(PAGE_NAMES);
    expect(options.interactions).toBe(true);
  });

  it('measures only the interactions when --pages names only them', () => {
    const options = parseOptions(['--pages', 'interactions']);
    expect(options.pages).toEqual([]);
    expect(options.interactions).toBe(true);
  });

  it('takes pages and the interactions together, the pages in the order a driver meets them', () => {
    const options = parseOptions(['--pages=interactions,calculator,login']);
    expect(options.pages).toEqual(['login', 'calculator']);
    expect(options.interactions).toBe(true);
  });

  it('leaves the interactions out when --pages does not name them', () => {
    expect(parseOptions(['--pages', 'calculator']).interactions).toBe(false);
  });

  it('refuses a name it does not know', () => {
    expect(() => parseOptions(['--pages', 'interaction'])).toThrow(/--pages takes names from/);
  });

  it('scales the CPU slowdown to the machine unless told a multiplier', () => {
    expect(parseOptions([]).cpuSlowdown).toBe('auto');
    expect(parseOptions(['--cpu-slowdown', '4']).cpuSlowdown).toBe(4);
    expect(parseOptions(['--cpu-slowdown=2.5']).cpuSlowdown).toBe(2.5);
    expect(() => parseOptions(['--cpu-slowdown', 'fast'])).toThrow(/--cpu-slowdown takes/);
    expect(() => parseOptions(['--cpu-slowdown', '0.5'])).toThrow(/--cpu-slowdown takes/);
  });
});
