import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STYLES_ATTRIBUTE } from '#src/lib/serverStyles.ts';
import { createEmotionCache } from './emotionCache.ts';

describe('createEmotionCache', () => {
  const added: Element[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });

  function serverStyles(names: string): HTMLStyleElement {
    const element = document.createElement('style');
    element.setAttribute(SERVER_STYLES_ATTRIBUTE, names);
    element.textContent = '.css-abc1{color:red}';
    // Not the last element of <head>: emotion's own hydration would move it there.
    const after = document.createElement('meta');
    document.head.append(element, after);
    added.push(element, after);
    return element;
  }

  it('takes the server’s styles as written, where they stand', () => {
    const element = serverStyles('abc1 def2');
    const next = element.nextSibling;
    const moves: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) moves.push(...record.removedNodes);
    });
    observer.observe(document.head, { childList: true });

    const cache = createEmotionCache('n0nce');
    cache.sheet.insert('.css-new3{color:blue}');
    observer.disconnect();

    expect(cache.inserted).toMatchObject({ abc1: true, def2: true });
    expect(moves).toEqual([]);
    expect(element.nextSibling).not.toBe(next);
    // The cache's next rules follow the server's, so they win where both apply.
    const written = element.nextElementSibling;
    added.push(...(written ? [written] : []));
    expect(written?.getAttribute('data-emotion')).toBe('css');
    expect(written?.getAttribute('nonce')).toBe('n0nce');
    expect(element.nextSibling?.nextSibling).toBe(next);
  });

  it('starts empty on a page the browser draws itself', () => {
    const cache = createEmotionCache(undefined);

    expect(cache.inserted).toEqual({});
    expect(cache.sheet.tags).toEqual([]);
  });
});
