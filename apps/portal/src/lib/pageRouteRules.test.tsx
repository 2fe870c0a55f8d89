import { describe, expect, it } from 'vitest';
import { pageRouteRules } from './pageRouteRules.ts';

function pageWith(json: string | null): Document {
  const page = document.implementation.createHTMLDocument('portal');
  if (json === null) return page;
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = 'route-rules';
  element.textContent = json;
  page.head.append(element);
  return page;
}

describe('pageRouteRules', () => {
  it('reads the rules the server put into the page', () => {
    const rules = [{ from: '/nl/horizon/actie', to: 'https://www.example.com/actie', status: 302 }];
    expect(pageRouteRules(pageWith(JSON.stringify(rules)))).toEqual(rules);
  });

  it.each([
    ['no rules in the page', null],
    ['broken JSON', '[{"from":'],
    ['a rule to a script', '[{"from":"/a","to":"javascript:alert(1)"}]'],
  ])('gives none for %s', (_case, json) => {
    expect(pageRouteRules(pageWith(json))).toEqual([]);
  });
});
