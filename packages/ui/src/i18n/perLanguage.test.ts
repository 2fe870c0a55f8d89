import { describe, expect, it } from 'vitest';
import type { IntlShape } from 'react-intl';
import { perLanguage } from './perLanguage.ts';

describe('perLanguage', () => {
  it('works a value out once per language and key, null included', () => {
    const cached = perLanguage<string, string | null>();
    const nl = { locale: 'nl' } as IntlShape;
    const en = { locale: 'en' } as IntlShape;
    let computed = 0;
    const value = (intl: IntlShape, key: string) =>
      cached(intl, key, () => {
        computed += 1;
        return key === 'none' ? null : `${intl.locale}:${key}`;
      });
    expect([value(nl, 'a'), value(nl, 'a'), value(en, 'a'), value(nl, 'b')]).toEqual([
      'nl:a',
      'nl:a',
      'en:a',
      'nl:b',
    ]);
    expect([value(nl, 'none'), value(nl, 'none')]).toEqual([null, null]);
    expect(computed).toBe(4);
  });
});
