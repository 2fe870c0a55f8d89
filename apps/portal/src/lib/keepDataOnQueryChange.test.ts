import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { keepDataOnQueryChange } from './keepDataOnQueryChange.ts';

function revalidates(current: string, next: string, defaultShouldRevalidate = true): boolean {
  const base = 'https://portal.example';
  return keepDataOnQueryChange({
    currentUrl: new URL(current, base),
    nextUrl: new URL(next, base),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);
}

describe('keepDataOnQueryChange', () => {
  it('runs no loader when only the query string changes', () => {
    expect(revalidates('/nl/horizon/calculator', '/nl/horizon/calculator?nLeaseMax=600')).toBe(
      false,
    );
    expect(revalidates('/nl/horizon/calculator?nMerkID=3', '/nl/horizon/calculator')).toBe(false);
  });

  it("follows the router's default for a new path and for a revalidation of the same address", () => {
    expect(revalidates('/nl/horizon/calculator', '/nl/horizon/cart')).toBe(true);
    expect(revalidates('/nl/horizon/calculator?a=1', '/nl/horizon/calculator?a=1')).toBe(true);
    expect(revalidates('/nl/horizon/calculator', '/nl/horizon/cart', false)).toBe(false);
  });
});
