import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  PRESET_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
} from './cpuCalibration.ts';

describe('calibratedSlowdown', () => {
  it('is the preset on the reference machine', () => {
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(PRESET_SLOWDOWN);
  });

  it('slows a machine half as fast half as much, so both stand for the same phone', () => {
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX / 2)).toBe(PRESET_SLOWDOWN / 2);
  });

  it('slows a faster machine more', () => {
    expect(calibratedSlowdown(3000)).toBe(4.8);
  });

  it('never asks for a speed-up', () => {
    expect(calibratedSlowdown(200)).toBe(1);
  });
});
