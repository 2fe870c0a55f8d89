import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, compileTexts } from '../compiledMessages.ts';

describe('compileTexts', () => {
  it('turns every text of a nested catalogue into its syntax tree, and nothing else', () => {
    const compiled = compileTexts({
      nl: { 'cart.count': '{count, plural, one {# auto} other {# auto’s}}', plain: 'Hallo' },
      size: 3,
    });
    expect(compiled).toEqual({
      nl: {
        'cart.count': parse('{count, plural, one {# auto} other {# auto’s}}'),
        plain: parse('Hallo'),
      },
      size: 3,
    });
  });

  it('gives trees that format as the texts would', () => {
    const text =
      '{price, number, ::currency/EUR} per {months, plural, one {maand} other {# maanden}}';
    const tree = compileTexts(text) as MessageFormatElement[];
    const values = { price: 435.5, months: 48 };
    const format = (messages: Record<string, string> | Record<string, MessageFormatElement[]>) =>
      createIntl({ locale: 'nl', messages }).formatMessage({ id: 'message' }, values);
    expect(format({ message: tree })).toBe('€\u00a0435,50 per 48 maanden');
    expect(format({ message: tree })).toBe(format({ message: text }));
  });
});

describe('CATALOGUE', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const files = (pattern: string) => globSync(pattern, { cwd: root }).map((file) => `/${file}`);

  it('takes every language file of the portal and the design system, their parts included', () => {
    const catalogues = [
      ...files('apps/portal/src/i18n/{nl,en,fr,de}.ts'),
      ...files('packages/ui/src/i18n/**/{nl,en,fr,de}.ts'),
    ];
    expect(catalogues.some((file) => file.includes('/i18n/parts/'))).toBe(true);
    expect(catalogues.filter((file) => !CATALOGUE.test(file))).toEqual([]);
  });

  it('takes no other module (its exports would be turned into syntax trees)', () => {
    const others = files('{apps/portal,packages/ui}/src/i18n/**/*.{ts,tsx}').filter(
      (file) => !/\/(?:nl|en|fr|de|offlineMessages)\.ts$/.test(file),
    );
    expect(others.length).toBeGreaterThan(5);
    expect(others.filter((file) => CATALOGUE.test(file))).toEqual([]);
  });
});
