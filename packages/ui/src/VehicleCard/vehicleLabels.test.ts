import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import {
  BODY_TYPE_MESSAGES,
  bodyTypeMessage,
  catalogueLabel,
  chargeCableLabels,
  FUEL_TYPE_MESSAGES,
  fuelTypeMessage,
  TRANSMISSION_MESSAGES,
  transmissionMessage,
} from './vehicleLabels.ts';

describe('fuelTypeMessage', () => {
  it.each([
    ['elektrisch', 'filter.fuel.elektrisch'],
    ['Elektrisch', 'filter.fuel.elektrisch'],
    [' benzine ', 'filter.fuel.benzine'],
    ['elektrisch-benzine', 'filter.fuel.elektrisch-benzine'],
    ['kerosine', null],
    ['toString', null],
    ['__proto__', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (value, expected) => {
    expect(fuelTypeMessage(value)).toBe(expected);
  });
});

describe('bodyTypeMessage', () => {
  it.each([
    ['suv', 'filter.body.suv'],
    ['pick-up-dubbele-cabine', 'filter.body.pick-up-dubbele-cabine'],
    ['tank', null],
  ])('%j → %s', (value, expected) => {
    expect(bodyTypeMessage(value)).toBe(expected);
  });
});

describe('transmissionMessage', () => {
  it.each([
    ['automaat', 'filter.transmission.automaat'],
    ['Handgeschakeld', 'filter.transmission.handgeschakeld'],
    ['semi-automaat', null],
    ['constructor', null],
    [null, null],
  ])('%j → %s', (value, expected) => {
    expect(transmissionMessage(value)).toBe(expected);
  });

  it('has an English text for every value', () => {
    for (const id of Object.values(TRANSMISSION_MESSAGES)) expect(en[id]).toBeTruthy();
  });
});

describe('the value lists of spec point 9', () => {
  it('have 12 fuel types and 12 body types, each with an English text', () => {
    expect(Object.keys(FUEL_TYPE_MESSAGES)).toHaveLength(12);
    expect(Object.keys(BODY_TYPE_MESSAGES)).toHaveLength(12);
    for (const id of [...Object.values(FUEL_TYPE_MESSAGES), ...Object.values(BODY_TYPE_MESSAGES)]) {
      expect(en[id]).toBeTruthy();
    }
  });
});

describe('catalogueLabel', () => {
  const translate = (id: string) => `T(${id})`;
  it.each([
    ['filter.fuel.diesel', 'Diesel NL', 'diesel', 'T(filter.fuel.diesel)'],
    [null, 'Plug-in hybride', 'phev', 'Plug-in hybride'],
    [null, '  ', 'phev', 'phev'],
    [null, null, 'phev', 'phev'],
  ] as const)('%s / %j / %s → %s', (message, description, value, expected) => {
    expect(catalogueLabel(message, translate, description, value)).toBe(expected);
  });
});

describe('chargeCableLabels', () => {
  const translate = (id: string) => `T(${id})`;
  it.each([
    [
      ['ccs', 'type-2'],
      ['T(chargeCable.type-2)', 'T(chargeCable.ccs)'],
    ],
    [
      ['nacs', 'Supercharger', ' ccs '],
      ['T(chargeCable.ccs)', 'T(chargeCable.supercharger)', 'nacs'],
    ],
    [['type-2', 'type-2', '  '], ['T(chargeCable.type-2)']],
    [[], []],
    [null, []],
    [undefined, []],
  ] as const)('%j → %j', (cables, expected) => {
    expect(chargeCableLabels(cables, translate)).toEqual(expected);
  });
});
