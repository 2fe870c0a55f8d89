import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { choiceCookie, requestChoiceArea } from './choiceCookies.ts';
import { createSessionStore } from './sessionStore.ts';
import { createStoredChoices, forgetChoicesWithSession } from './storedChoices.ts';

describe('the remembered choices in cookies', () => {
  it('keeps a choice for a year on the whole site, Secure over HTTPS, and forgets it at once', () => {
    expect(choiceCookie('taxSettings', '{"a":1}', true)).toBe(
      'taxSettings=%7B%22a%22%3A1%7D; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(choiceCookie('selectedCategory', null, false)).toBe(
      'selectedCategory=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it("reads a request's choices, checked, and keeps a change for that render only", () => {
    const header = `tz=Europe%2FAmsterdam; selectedCategory=4; taxSettings=${encodeURIComponent(
      JSON.stringify({ nBelastingPercentage: 36.97, bAlleenZakelijk: true }),
    )}; selectedMobilityProduct=bike`;
    const choices = createStoredChoices(requestChoiceArea(header));
    expect(choices.category.read()).toBe(4);
    expect(choices.taxSettings.read()).toEqual({
      nBelastingPercentage: 36.97,
      bAlleenZakelijk: true,
    });
    // Not an id: read as no choice, as anything else a person could have put there.
    expect(choices.mobilityProduct.read()).toBeNull();

    choices.category.write(2);
    expect(choices.category.read()).toBe(2);
    expect(createStoredChoices(requestChoiceArea(header)).category.read()).toBe(4);
  });

  it('forgets the choices when the session ends, not when one starts', () => {
    const storage = memoryStorage();
    const sessionStore = createSessionStore(() => storage);
    const choices = createStoredChoices(requestChoiceArea('selectedCategory=3'));
    forgetChoicesWithSession(sessionStore, choices);
    sessionStore.save({ claims: 'h.p.', level: 1, client: 'horizon' });
    expect(choices.category.read()).toBe(3);
    sessionStore.clear();
    expect(choices.category.read()).toBeNull();
  });
});
