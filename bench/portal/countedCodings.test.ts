import { describe, expect, it } from 'vitest';
import { countedCodings } from './portalServer.ts';

describe('countedCodings', () => {
  it('names a coding alone when every script had it', () => {
    expect(countedCodings(['br', 'br', 'br'])).toBe('br');
  });

  it('counts each coding, most files first, when they differ', () => {
    expect(countedCodings(['none', 'br', 'br', 'gzip', 'br'])).toBe('br 3, none 1, gzip 1');
  });
});
