import { describe, expect, it } from 'vitest';
import type { EnvironmentStyling } from '@lease/api';
import {
  clientFavicon,
  clientLayout,
  clientLogoCandidates,
  clientName,
  documentTitle,
} from './clientDocument.ts';

describe('documentTitle', () => {
  it.each([
    ['Login', { cName: 'Horizon Mobility' }, 'Login · Horizon Mobility'],
    [undefined, { cName: 'Horizon Mobility' }, 'Horizon Mobility'],
    ['Login', { cName: '  ' }, 'Login'],
    ['Login', null, 'Login'],
    ['  ', null, null],
    [undefined, undefined, null],
    [' Cart ', { cName: ' Polder ' }, 'Cart · Polder'],
  ] as const)('%j + %j → %j', (title, styling, expected) => {
    expect(documentTitle(title, styling as EnvironmentStyling | null | undefined)).toBe(expected);
  });
});

describe('clientName', () => {
  it('ignores a name that is not a string', () => {
    expect(clientName({ cName: 42 } as unknown as EnvironmentStyling)).toBeNull();
  });
});

describe('clientLayout', () => {
  it.each([
    [{ cLayout: 'boxed' }, 'boxed'],
    [{ cLayout: 'full' }, 'full'],
    [{ cLayout: null }, 'full'],
    [{}, 'full'],
    [null, 'full'],
    // Anything else a server sends is the default, never a layout of its own.
    [{ cLayout: 'Boxed ' }, 'full'],
    [{ cLayout: 'boxed-layout' }, 'full'],
  ] as const)('%j → %s', (styling, expected) => {
    expect(clientLayout(styling as EnvironmentStyling | null)).toBe(expected);
  });
});

describe('clientFavicon', () => {
  it.each([
    [{ cFavicon: '/favicon.ico', cContainerFaviconURL: '/c.ico' }, '/favicon.ico'],
    [{ cFavicon: 'javascript:alert(1)', cContainerFaviconURL: '/c.ico' }, '/c.ico'],
    [
      { cFavicon: null, cContainerFaviconURL: 'https://cdn.example.com/c.png' },
      'https://cdn.example.com/c.png',
    ],
    [{ cFavicon: 'http://cdn.example.com/f.png', cContainerFaviconURL: '//evil/c.ico' }, null],
    [{}, null],
  ] as const)('%j → %j', (styling, expected) => {
    expect(clientFavicon(styling)).toBe(expected);
  });
});

describe('clientLogoCandidates', () => {
  it.each([
    [{ cMainLogoURL: '/main.svg', cContainerLogoURL: '/c.svg' }, ['/main.svg', '/c.svg']],
    [{ cMainLogoURL: null, cContainerLogoURL: '/c.svg' }, ['/c.svg']],
    [{ cMainLogoURL: 'javascript:alert(1)', cContainerLogoURL: '//evil/c.svg' }, []],
    [{ cMainLogoURL: 'https://cdn.example.com/m.png' }, ['https://cdn.example.com/m.png']],
    [{}, []],
  ] as const)('%j → %j', (styling, expected) => {
    expect(clientLogoCandidates(styling)).toEqual(expected);
  });
});
