import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import {
  BIKE_DRIVES,
  BIKE_KINDS,
  BODY_TYPES,
  CAR_SORT_OPTIONS,
  CHARGE_CABLES,
  FRAME_SIZES,
  FRAME_TYPES,
  FUEL_TYPES,
  GEARS,
  INTERFACE_LANGUAGES,
  ORDER_STATUSES,
  orderStatusSchema,
  TRANSMISSIONS,
  WHEEL_SIZES,
  type InterfaceLanguage,
} from '@lease/api/contract';
import { orderStatusMessage } from '../OrderTimeline/orderStatusMessage.ts';
import { currentSortOption, sortOptionMessage } from '../SortMenu/sortOptionMessage.ts';
import {
  bikeDriveMessage,
  bikeKindMessage,
  bikeValueLabel,
  frameTypeMessage,
  gearMessage,
} from '../VehicleCard/bikeLabels.ts';
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
import type { UiMessageValues } from './useUiText.ts';

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
  return (id: UiMessageId, values?: UiMessageValues) => intl.formatMessage({ id }, values);
}

const languages = INTERFACE_LANGUAGES.map((language) => [language, translator(language)] as const);

/** A number as a language writes it (`27,5` in nl, fr and de; `27.5` in en). */
const numberIn = (language: InterfaceLanguage, value: number) =>
  new Intl.NumberFormat(language).format(value);

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
  ['bike kinds', BIKE_KINDS, bikeKindMessage],
  ['frame types', FRAME_TYPES, frameTypeMessage],
  ['bike drives', BIKE_DRIVES, bikeDriveMessage],
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

describe('bike words as the filters show them', () => {
  const words = [
    ['Fietssoort', BIKE_KINDS],
    ['Frametype', FRAME_TYPES],
    ['Aandrijving', BIKE_DRIVES],
  ] as const;

  it.each(languages)(
    "are told apart, our text before the server's (Dutch) description, in %s",
    (language, t) => {
      for (const [field, values] of words) {
        // The server describes each value in Dutch (`Lage instap`); the filter shows our text.
        const labels = values.map((value) => bikeValueLabel(field, value, t, 'Omschrijving'));
        expect(labels, field).not.toContain('Omschrijving');
        expect(new Set(labels).size, `${field} in ${language}`).toBe(values.length);
      }
    },
  );
});

describe('gears', () => {
  it('have a message for every value that is a word, and none for a count', () => {
    const words = GEARS.filter((value) => !/^\d+$/.test(value));
    expect(words).toEqual(['traploos']);
    expect(words.filter((value) => gearMessage(value) === null)).toEqual([]);
    expect(gearMessage('3')).toBeNull();
  });

  it.each(languages)('show a count as the number and a word as a text in %s', (_language, t) => {
    const labels = GEARS.map((value) => bikeValueLabel('Versnellingen', value, t, 'Traploos'));
    for (const [index, value] of GEARS.entries()) {
      if (/^\d+$/.test(value)) expect(labels[index]).toBe(value);
    }
    expectTexts([labels.at(-1) ?? ''], ['filter.gear.traploos']);
    expect(labels.at(-1)).toBe(t('filter.gear.traploos'));
    expect(new Set(labels).size).toBe(GEARS.length);
  });

  it.each(languages)(
    'show an unknown word as the server describes it, else as sent (%s)',
    (_l, t) => {
      expect(bikeValueLabel('Versnellingen', 'naaf', t, 'Naafversnelling')).toBe('Naafversnelling');
      expect(bikeValueLabel('Versnellingen', 'naaf', t, null)).toBe('naaf');
    },
  );
});

describe('wheel sizes', () => {
  it.each(languages)(
    'show every size the server sends as its number in %s with the unit',
    (language, t) => {
      const labels = WHEEL_SIZES.map((value) => bikeValueLabel('Wielmaat', value, t, value));
      expectTexts(
        labels,
        WHEEL_SIZES.map(() => 'filter.wheelSizeInches'),
      );
      for (const [index, value] of WHEEL_SIZES.entries()) {
        expect(labels[index]).toContain(numberIn(language, Number.parseFloat(value)));
      }
      expect(new Set(labels).size).toBe(WHEEL_SIZES.length);
    },
  );

  it.each([
    ['nl', '27,5 inch'],
    ['en', '27.5 inch'],
    ['fr', '27,5 pouces'],
    ['de', '27,5 Zoll'],
  ] as const)('read 27.5 inch in %s as %s', (language, expected) => {
    expect(bikeValueLabel('Wielmaat', '27.5 inch', translator(language), '27.5 inch')).toBe(
      expected,
    );
  });

  it.each(languages)('show a size in another unit as the server sends it (%s)', (_l, t) => {
    expect(bikeValueLabel('Wielmaat', '700c', t, '700C')).toBe('700C');
    expect(bikeValueLabel('Wielmaat', '700c', t, null)).toBe('700c');
  });
});

describe('frame heights and rider lengths', () => {
  it.each(languages)('show every size the server sends in centimetres in %s', (language, t) => {
    for (const { height, riderLength } of FRAME_SIZES) {
      const [min = '', max = ''] = riderLength.replace(' cm', '').split('-');
      expect(bikeValueLabel('Framehoogte', height, t, height)).toBe(
        `${numberIn(language, Number.parseInt(height, 10))} cm`,
      );
      expect(bikeValueLabel('Lengte', riderLength, t, riderLength)).toBe(
        `${numberIn(language, Number(min))}–${numberIn(language, Number(max))} cm`,
      );
    }
  });

  it.each(languages)('show a size in another form as the server sends it (%s)', (_l, t) => {
    expect(bikeValueLabel('Framehoogte', 'M', t, 'Medium')).toBe('Medium');
    expect(bikeValueLabel('Lengte', 'vanaf 1,80 m', t, null)).toBe('vanaf 1,80 m');
  });
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
    expectTexts(
      ids.map((id) => t(id)),
      ids,
    );
    // Each option is told apart from the others by its text.
    expect(new Set(ids.map((id) => t(id))).size).toBe(12);
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
    expectTexts(
      ids.map((id) => t(id)),
      ids,
    );
    expect(new Set(ids.map((id) => t(id))).size).toBe(ORDER_STATUSES.length);
  });

  it('never show an unknown status: the contract refuses the order before a page does', () => {
    expect(orderStatusMessage('gepauzeerd')).toBeNull();
    expect(orderStatusMessage('toString')).toBeNull();
    expect(orderStatusSchema.safeParse('gepauzeerd').success).toBe(false);
  });
});
