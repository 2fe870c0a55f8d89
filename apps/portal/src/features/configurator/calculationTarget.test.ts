import { describe, expect, it } from 'vitest';
import { calculationTarget, hostList } from './calculationTarget.ts';

const origin = 'https://portal.example';

describe('the calculation document to open', () => {
  it.each([
    [
      'a path of the portal',
      '/api/Calculatie/7?exp=1&sig=a',
      {},
      'https://portal.example/api/Calculatie/7?exp=1&sig=a',
    ],
    [
      'the same origin in full',
      'https://portal.example/calc/7',
      {},
      'https://portal.example/calc/7',
    ],
    ['another site', 'https://evil.example/calc/7', {}, null],
    ['a look-alike host', 'https://portal.example.evil.example/calc', {}, null],
    [
      'an allowlisted host',
      'https://tool.lessor.example/c/7',
      { allowedHosts: ['tool.lessor.example'] },
      'https://tool.lessor.example/c/7',
    ],
    [
      'an allowlisted host over http',
      'http://tool.lessor.example/c/7',
      { allowedHosts: ['tool.lessor.example'] },
      null,
    ],
    ['javascript:', 'javascript:alert(1)', {}, null],
    ['a protocol-relative URL elsewhere', '//evil.example/calc', {}, null],
    [
      'a path of an API elsewhere',
      '/api/Calculatie/7',
      { apiBaseUrl: 'https://api.lessor.example' },
      'https://api.lessor.example/api/Calculatie/7',
    ],
    [
      'the API host over http',
      'http://api.lessor.example/x',
      { apiBaseUrl: 'https://api.lessor.example' },
      null,
    ],
  ])('%s', (_case, url, context, expected) => {
    expect(calculationTarget(url, { origin, ...context })).toBe(expected);
  });
});

describe('the allowlist of hosts', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['tool.lessor.example, Docs.Lessor.example', ['tool.lessor.example', 'docs.lessor.example']],
    ['https://tool.lessor.example', []],
  ])('%s', (value, expected) => {
    expect(hostList(value)).toEqual(expected);
  });
});
