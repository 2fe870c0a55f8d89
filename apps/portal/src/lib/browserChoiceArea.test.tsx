import { afterEach, describe, expect, it } from 'vitest';
import { browserChoiceArea } from './choiceCookies.ts';

const NAME = 'choiceAreaTest';
const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

/** Counts the reads of `document.cookie` until `restore`. */
function countCookieReads() {
  const counted = { reads: 0 };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      counted.reads += 1;
      return cookieProperty?.get?.call(document) as string;
    },
    set(value: string) {
      cookieProperty?.set?.call(document, value);
    },
  });
  return counted;
}

describe('browserChoiceArea', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
    document.cookie = `${NAME}=; Max-Age=0; Path=/`;
  });

  it('reads the cookies once however often a render asks in the same task', () => {
    const area = browserChoiceArea();
    const counted = countCookieReads();

    for (let read = 0; read < 5; read += 1) area?.getItem(NAME);

    expect(counted.reads).toBe(1);
  });

  it('reads back at once what it wrote, and what changed in the cookies after the task', async () => {
    const area = browserChoiceArea();
    expect(area?.getItem(NAME)).toBe(null);

    area?.setItem(NAME, '12');
    expect(area?.getItem(NAME)).toBe('12');
    area?.removeItem(NAME);
    expect(area?.getItem(NAME)).toBe(null);

    // Another part of the page (or the server's answer) sets the cookie: seen from the next task.
    document.cookie = `${NAME}=7; Path=/`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(area?.getItem(NAME)).toBe('7');
  });
});
