import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { followsInThisTab } from './useFollowInApp.ts';

/** A click on a link as React hands it over, with the parts the check reads. */
function click(
  parts: Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>> = {},
  target: string | null = null,
): MouseEvent<HTMLAnchorElement> {
  return {
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...parts,
    currentTarget: { getAttribute: (name: string) => (name === 'target' ? target : null) },
  } as unknown as MouseEvent<HTMLAnchorElement>;
}

describe('which link clicks the app follows itself', () => {
  it('a plain click with the main button', () => {
    expect(followsInThisTab(click())).toBe(true);
    expect(followsInThisTab(click({}, '_self'))).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (a new tab)', { ctrlKey: true }],
    ['Cmd (a new tab)', { metaKey: true }],
    ['Shift (a new window)', { shiftKey: true }],
    ['Alt (a download)', { altKey: true }],
  ])('not a click with %s: the browser opens the link elsewhere', (_name, parts) => {
    expect(followsInThisTab(click(parts))).toBe(false);
  });

  it('not a link aimed at another window', () => {
    expect(followsInThisTab(click({}, '_blank'))).toBe(false);
  });
});
