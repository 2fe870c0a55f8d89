import { describe, expect, it } from 'vitest';
import { catalogueIssues } from './catalogueIssues.ts';

const en = {
  hello: 'Hello, {name}',
  count: '{n, plural, one {# car} other {# cars}}',
  rich: 'Read <b>{title}</b>',
};

describe('catalogueIssues', () => {
  it('finds nothing in complete catalogues', () => {
    const nl = {
      hello: 'Hallo, {name}',
      count: '{n, plural, one {# auto} other {# auto’s}}',
      rich: 'Lees <b>{title}</b>',
    };
    expect(catalogueIssues({ en, nl })).toEqual([]);
  });

  it.each([
    ['a missing id', { hello: 'Hallo, {name}', count: en.count }, 'nl: missing rich'],
    ['an unknown id', { ...en, extra: 'x' }, 'nl: unknown extra'],
    ['an empty text', { ...en, hello: '  ' }, 'nl: empty hello'],
    [
      'a renamed placeholder',
      { ...en, hello: 'Hallo, {naam}' },
      'nl: hello uses {naam} where en uses {name}',
    ],
    [
      'a dropped placeholder',
      { ...en, rich: 'Lees <b>het</b>' },
      'nl: rich uses {<b>} where en uses {<b>, title}',
    ],
    [
      'a broken ICU text',
      { ...en, count: '{n, plural, one {# auto}' },
      'nl: count is not valid ICU',
    ],
  ])('reports %s', (_case, nl, issue) => {
    expect(catalogueIssues({ en, nl })).toEqual([issue]);
  });

  it('reports a missing reference catalogue', () => {
    expect(catalogueIssues({ nl: en })).toEqual(['no reference catalogue "en"']);
  });
});
