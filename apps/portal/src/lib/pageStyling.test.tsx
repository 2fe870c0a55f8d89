import { stylingKeys } from '@lease/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPageStyling } from './pageStyling.ts';

function pageWith(json: string): Document {
  const page = document.implementation.createHTMLDocument('portal');
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = 'client-styling';
  element.textContent = json;
  page.head.append(element);
  return page;
}

describe('adoptPageStyling', () => {
  const queryClient = new QueryClient();
  afterEach(() => queryClient.clear());

  it("puts the server's styling in the cache under its client, as GetStyling would", () => {
    const styling = { cClient: 'zonnig', cName: 'Zonnig Zorg', cPrimaryColor: '#ffdd44' };
    expect(adoptPageStyling(queryClient, pageWith(JSON.stringify(styling)))).toBe(true);
    expect(queryClient.getQueryData(stylingKeys.client('zonnig'))).toMatchObject(styling);
  });

  it.each([
    ['no styling in the page', null],
    ['broken JSON', '{"cClient":'],
    ['a styling of no client', '{"cName":"Zonnig"}'],
    ['a styling the contract refuses', '{"cClient":"zonnig","cPrimaryColor":42}'],
  ])('ignores %s, so the route asks the API as before', (_case, json) => {
    const page = json === null ? document.implementation.createHTMLDocument() : pageWith(json);
    expect(adoptPageStyling(queryClient, page)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
