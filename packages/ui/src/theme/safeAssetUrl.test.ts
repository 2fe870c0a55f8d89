import { describe, expect, it } from 'vitest';
import { safeAssetUrl } from './safeAssetUrl.ts';

describe('safeAssetUrl', () => {
  it.each([
    ['/logo.svg', '/logo.svg'],
    ['/assets/clients/horizon/logo.png?v=2', '/assets/clients/horizon/logo.png?v=2'],
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['HTTPS://CDN.Example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['https://cdn.example.com/logo.png#x', 'https://cdn.example.com/logo.png#x'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
    [
      'data:image/svg+xml;utf8,<svg width="1"></svg>',
      'data:image/svg+xml;utf8,<svg width="1"></svg>',
    ],
    ['data:image/jpeg;base64,AAAA', 'data:image/jpeg;base64,AAAA'],
    ['data:image/webp;base64,AAAA', 'data:image/webp;base64,AAAA'],
    ['data:image/gif;base64,AAAA', 'data:image/gif;base64,AAAA'],
  ])('accepts %j', (input, expected) => {
    expect(safeAssetUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'http://cdn.example.com/logo.png',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '\\\\evil.example/logo.png',
    '/ /evil.example',
    ' /logo.svg',
    '/logo.svg\u0085',
    'https://user:pass@cdn.example.com/logo.png',
    'https://',
    'https:/cdn.example.com/logo.png',
    'https:cdn.example.com/logo.png',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64',
    'data:image/x-icon;base64,AAAA',
    'data: image/png;base64,AAAA',
    'data:application/octet-stream;base64,AAAA',
    // An image data header anywhere but at the start makes no data URL of the rest.
    'javascript:alert(1)//data:image/png;base64,AAAA',
    'https://bank@evil.example/?data:image/png;base64,AAAA',
    'logo.svg',
    './logo.svg',
    '../logo.svg',
    'ftp://example.com/logo.png',
    'blob:https://example.com/uuid',
    '',
    null,
    undefined,
    42,
    {},
  ])('rejects %j', (input) => {
    expect(safeAssetUrl(input)).toBeNull();
  });
});
