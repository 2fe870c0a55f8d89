import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import {
  BODY_TYPES,
  CAR_SORT_OPTIONS,
  CHARGE_CABLES,
  FUEL_TYPES,
  INTERFACE_LANGUAGES,
  ORDER_STATUSES,
  orderStatusSchema,
  TRANSMISSIONS,
  type InterfaceLanguage,
} from '@lease/api/contract';
import { orderStatusMessage } from '../OrderTimeline/orderStatusMessage.ts';
import { currentSortOption, sortOptionMessage } from '../SortMenu/sortOptionMessage.ts';
import {
  bodyTypeMessage,
  catalogueLabel,
  chargeCableLabels,
  chargeCableMessage,
  fuelTypeMessage,
  transmissionMessage,
} from '../VehicleCard/vehicleLabels.ts';
import type { UiMessageId } from './en.ts';
import { uiMessages } from './uiMessages.ts';

/**
 * Every value of every enumeration a page shows, taken from the lists the server and the
 * contract produce (never a copy), has a text in each interface language; a value that is not
 * in those lists shows something a person can read, never a message id.
 */

/** A language's `formatMessage`, failing on a missing message instead of showing its id. */
function translator(language: InterfaceLanguage) {
  const intl = createIntl({
    locale: language,
    messages: uiMessages[language],
    onError: (error) => {
      throw error;
    },
  });
  return (id: UiMessageId) => intl.formatMessage({ id });
}

const languages = INTERFACE_LANGUAGES.map((language) => [language, translator(language)] as const);

/** The texts of a value list in one language: each a real text, never empty or its id. */
function expectTexts(texts: readonly string[], ids: readonly UiMessageId[]) {
  for (const [index, text] of texts.entries()) {
    expect(text.trim(), `text of ${ids[index]}`).not.toBe('');
    expect(text).not.toBe(ids[index]);
  }
}

/** The enumerations of the search's catalogue values: the message lookup and the value list. */
const catalogueEnumerations = [
  ['body types', BODY_TYPES, bodyTypeMessage],
  ['fuel types', FUEL_TYPES, fuelTypeMessage],
  ['transmissions', TRANSMISSIONS, transmissionMessage],
  ['charge cables', CHARGE_CABLES, chargeCableMessage],
] as const;

describe.each(catalogueEnumerations)('%s', (_name, values, messageOf) => {
  it('have a message for every value the server sends', () => {
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => messageOf(value) === null)).toEqual([]);
  });

  it.each(languages)('have a text for every value in %s', (_language, t) => {
    const ids = values.map((value) => messageOf(value) as UiMessageId);
    expectTexts(
      values.map((value, index) => catalogueLabel(ids[index] ?? null, t, null, value)),
      ids,
    );
  });

  it.each(languages)(
    'show an unknown value as the server describes it, else as sent (%s)',
    (_language, t) => {
      expect(messageOf('onbekende-waarde')).toBeNull();
      expect(messageOf('__proto__')).toBeNull();
      const label = (description: string | null) =>
        catalogueLabel(messageOf('onbekende-waarde'), t, description, 'onbekende-waarde');
      expect(label('Onbekende waarde')).toBe('Onbekende waarde');
      expect(label(null)).toBe('onbekende-waarde');
    },
  );
});

describe('charge cables as a car lists them', () => {
  it.each(languages)('are texts in %s, a connector we do not know as sent', (_language, t) => {
    const labels = chargeCableLabels([...CHARGE_CABLES, 'nacs'], t);
    expect(labels).toHaveLength(CHARGE_CABLES.length + 1);
    expectTexts(
      labels.slice(0, -1),
      CHARGE_CABLES.map((cable) => chargeCableMessage(cable) as UiMessageId),
    );
    expect(labels.at(-1)).toBe('nacs');
  });
});

describe('sort options', () => {
  it.each(languages)('have a text for each of the 12 options in %s', (_language, t) => {
    const ids = CAR_SORT_OPTIONS.map(sortOptionMessage);
    expect(new Set(ids).size).toBe(12);
    expectTexts(ids.map(t), ids);
    // Each option is told apart from the others by its text.
    expect(new Set(ids.map(t)).size).toBe(12);
  });

  it('name the first (default) option for a sort id the menu does not offer', () => {
    expect(currentSortOption(CAR_SORT_OPTIONS, 'random')).toBe(CAR_SORT_OPTIONS[0]);
    expect(currentSortOption(CAR_SORT_OPTIONS, 'nNettoKosten-desc')?.id).toBe('nNettoKosten-desc');
  });
});

describe('order statuses', () => {
  it.each(languages)('have a text for every status in %s', (_language, t) => {
    const ids = ORDER_STATUSES.map((status) => orderStatusMessage(status) as UiMessageId);
    expect(ids).not.toContain(null);
    expectTexts(ids.map(t), ids);
    expect(new Set(ids.map(t)).size).toBe(ORDER_STATUSES.length);
  });

  it('never show an unknown status: the contract refuses the order before a page does', () => {
    expect(orderStatusMessage('gepauzeerd')).toBeNull();
    expect(orderStatusMessage('toString')).toBeNull();
    expect(orderStatusSchema.safeParse('gepauzeerd').success).toBe(false);
  });
});
