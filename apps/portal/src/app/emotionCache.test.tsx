import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVER_COMPOSED_STYLES_ATTRIBUTE,
  SERVER_STYLES_ATTRIBUTE,
} from '#src/lib/serverStyles.ts';
import { createEmotionCache } from './emotionCache.ts';

describe('createEmotionCache', () => {
  const added: Element[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });

  function serverStyles(names: string, composed = ''): HTMLStyleElement {
    const element = document.createElement('style');
    element.setAttribute(SERVER_STYLES_ATTRIBUTE, names);
    element.setAttribute(SERVER_COMPOSED_STYLES_ATTRIBUTE, composed);
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

  /** Whether a rule for the class is in one of the page's style sheets. */
  function written(className: string): boolean {
    return [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.startsWith(`.${className}`)),
    );
  }

  it('writes the styles the server made but did not show a task later, the others at once', async () => {
    serverStyles('abc1', 'outer2');
    const cache = createEmotionCache('n0nce');
    added.push(...cache.sheet.tags.slice(1));
    const style = (name: string) => ({ name, styles: 'gap:8px;', next: undefined });

    cache.insert('.css-outer2', style('outer2'), cache.sheet, true);
    cache.insert('.css-new3', style('new3'), cache.sheet, true);
    added.push(...cache.sheet.tags.slice(1));

    expect(cache.inserted).toMatchObject({ outer2: true, new3: true });
    expect(written('css-new3')).toBe(true);
    expect(written('css-outer2')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    added.push(...cache.sheet.tags.slice(1));
    expect(written('css-outer2')).toBe(true);
  });

  it('starts empty on a page the browser draws itself', () => {
    const cache = createEmotionCache(undefined);

    expect(cache.inserted).toEqual({});
    expect(cache.sheet.tags).toEqual([]);
  });
});
