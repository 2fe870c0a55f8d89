import { describe, expect, it } from 'vitest';
import { negotiateContentCoding, varyAlso } from './contentCoding.ts';

describe('choosing the content coding from Accept-Encoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    // Weights decide; equal weights prefer brotli.
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip, br;q=1.000', 'br'],
    // q=0 refuses a coding.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['br;q=0.0, gzip;q=0.000', undefined],
    // Names are case-insensitive, spaces around parts allowed, x-gzip is gzip.
    ['BR ; Q=1', 'br'],
    ['x-gzip', 'gzip'],
    // `*` stands for what the header does not name.
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', undefined],
    ['gzip, *;q=0', 'gzip'],
    // Nothing acceptable, or nothing asked: the body as it is.
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate, compress', undefined],
    // A malformed weight never forces a coding.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc', undefined],
  ])('%j → %s', (acceptEncoding, expected) => {
    expect(negotiateContentCoding(acceptEncoding)).toBe(expected);
  });
});

describe('adding Accept-Encoding to Vary', () => {
  it.each([
    [null, 'Accept-Encoding'],
    ['Accept', 'Accept, Accept-Encoding'],
    ['accept, accept-encoding', 'accept, accept-encoding'],
    ['*', '*'],
  ])('%j → %j', (vary, expected) => {
    expect(varyAlso(vary, 'Accept-Encoding')).toBe(expected);
  });
});
