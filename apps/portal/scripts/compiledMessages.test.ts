import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileTexts } from '../compiledMessages.ts';

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
