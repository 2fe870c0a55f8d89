import type { Catalog, CatalogCarType, CatalogOption, Localized, Segment } from './catalogTypes.ts';
import { isPlugIn } from './catalogValues.ts';
import type { Random } from './createRandom.ts';
import {
  ACCESSORIES,
  EXTRA_PAINTS,
  FORCED_PAIRS,
  OPTION_GROUP_NAMES,
  ORDER_QUESTIONS,
  PACKS,
  PARENT_SCHEME_COMPONENTS,
  PRICING_MANAGER_OPTIONS,
  SINGLE_OPTIONS,
  SOLID_PAINTS,
  STANDARD_EQUIPMENT,
  UPHOLSTERIES,
  forcedOptionPopup,
  wheelName,
} from './optionVocabulary.ts';
import { SEGMENT_PROFILES } from './segmentProfiles.ts';

/** The id sequences of the option tables, shared by every type. */
export interface OptionIds {
  group: () => number;
  option: () => number;
  rule: () => number;
  pricingManager: () => number;
  question: () => number;
}

/** The rows of one type's configurator. */
export type TypeOptionRows = Pick<
  Catalog,
  | 'optionGroups'
  | 'options'
  | 'optionRules'
  | 'standardEquipment'
  | 'parentSchemeOptions'
  | 'pricingManagerOptions'
  | 'orderQuestions'
>;

/** Option prices end in 0 or 5, like price lists do. */
const roundPrice = (price: number) => Math.round(price / 5) * 5;

/**
 * Everything the configurator offers for one type: paint (one standard colour per type),
 * upholstery and wheels as single-choice clusters, packs, options and dealer accessories, the
 * forced-option rules among them, standard equipment, parent-scheme and pricing-manager options,
 * and order questions. `level` is the type's step in its model's range (0 = base).
 */
export function generateTypeOptions(
  random: Random,
  ids: OptionIds,
  type: CatalogCarType,
  segment: Segment,
  level: number,
  priceFactor: number,
): TypeOptionRows {
  const rows: TypeOptionRows = {
    optionGroups: [],
    options: [],
    optionRules: [],
    standardEquipment: [],
    parentSchemeOptions: [],
    pricingManagerOptions: [],
    orderQuestions: [],
  };
  const scale = SEGMENT_PROFILES[segment].optionScale * priceFactor;
  const towing = type.towingBrakedKg > 0;
  const plugIn = isPlugIn(type.fuel);

  const addGroup = (name: Localized) => {
    const group = {
      id: ids.group(),
      typeId: type.id,
      position: rows.optionGroups.length + 1,
      name,
    };
    rows.optionGroups.push(group);
    let position = 0;
    return (option: Omit<CatalogOption, 'id' | 'typeId' | 'groupId' | 'position'>) => {
      position += 1;
      rows.options.push({
        id: ids.option(),
        typeId: type.id,
        groupId: group.id,
        position,
        ...option,
      });
    };
  };
  const plain = {
    cluster: null,
    isDefault: false,
    isPaint: false,
    colourHex: null,
    changesWltp: false,
    isAccessory: false,
  };

  const addPaint = addGroup(OPTION_GROUP_NAMES.paint);
  const solid = random.pick(SOLID_PAINTS);
  const paints = [solid, ...random.sample(EXTRA_PAINTS, random.int(4, 6))];
  paints.forEach((paint, index) => {
    addPaint({
      ...plain,
      code: `LAK-${paint.code}`,
      name: paint.name,
      cluster: 'lak',
      price:
        index === 0
          ? 0
          : roundPrice(random.between(600, 1100) * scale * (paint.code.endsWith('P') ? 1.4 : 1)),
      isDefault: index === 0,
      isPaint: true,
      colourHex: paint.hex,
    });
  });

  const addUpholstery = addGroup(OPTION_GROUP_NAMES.upholstery);
  UPHOLSTERIES.slice(0, random.int(2, UPHOLSTERIES.length)).forEach((upholstery, index) => {
    addUpholstery({
      ...plain,
      code: `BEK-${upholstery.code}`,
      name: upholstery.name,
      cluster: 'bekleding',
      price: roundPrice(type.cataloguePrice * upholstery.priceShare),
      isDefault: index === 0,
    });
  });

  const addWheels = addGroup(OPTION_GROUP_NAMES.wheels);
  const firstInch = SEGMENT_PROFILES[segment].baseWheelInch + (level > 1 ? 1 : 0);
  [0, 1, 2].forEach((step) => {
    addWheels({
      ...plain,
      code: `VLG-${firstInch + step}`,
      name: wheelName(firstInch + step),
      cluster: 'velgen',
      price: step === 0 ? 0 : roundPrice(step * random.between(450, 800) * scale),
      isDefault: step === 0,
      // Larger wheels add weight and rolling resistance: the WLTP figures change.
      changesWltp: step > 0,
    });
  });

  const addPack = addGroup(OPTION_GROUP_NAMES.packs);
  for (const pack of random.sample(PACKS, random.int(3, 5))) {
    addPack({
      ...plain,
      code: pack.code,
      name: pack.name,
      cluster: pack.cluster,
      price: roundPrice(pack.price * scale),
    });
  }

  const addSingle = addGroup(OPTION_GROUP_NAMES.options);
  const singles = SINGLE_OPTIONS.filter(
    (o) => (!o.plugInOnly || plugIn) && (!o.towingOnly || towing),
  );
  for (const single of random.sample(singles, random.int(3, 5))) {
    addSingle({
      ...plain,
      code: single.code,
      name: single.name,
      price: roundPrice(single.price * scale),
      changesWltp: single.wltp,
    });
  }

  const addAccessory = addGroup(OPTION_GROUP_NAMES.accessories);
  const accessories = ACCESSORIES.filter((a) => a.code !== 'AFTR' || towing);
  for (const accessory of random.sample(accessories, random.int(2, 3))) {
    addAccessory({
      ...plain,
      code: accessory.code,
      name: accessory.name,
      price: accessory.price,
      isAccessory: true,
    });
  }

  const byCode = new Map(rows.options.map((option) => [option.code.replace(/^BEK-/, ''), option]));
  for (const [code, forcedCode] of FORCED_PAIRS) {
    const option = byCode.get(code);
    const forced = byCode.get(forcedCode);
    if (!option || !forced) continue;
    rows.optionRules.push({
      id: ids.rule(),
      typeId: type.id,
      optionId: option.id,
      forcedOptionId: forced.id,
      popup: forcedOptionPopup(option.name, forced.name),
    });
  }

  // Better trims and bigger cars come with more of the (basic-to-premium) equipment list.
  const segmentBonus = ['executive', 'luxury', 'sport'].includes(segment) ? 3 : 0;
  STANDARD_EQUIPMENT.slice(
    0,
    Math.min(STANDARD_EQUIPMENT.length, 5 + 2 * level + segmentBonus),
  ).forEach((name, index) =>
    rows.standardEquipment.push({ typeId: type.id, position: index + 1, name }),
  );

  PARENT_SCHEME_COMPONENTS.filter(
    (component) => !component.removable || random.chance(0.7),
  ).forEach((component, index) =>
    rows.parentSchemeOptions.push({
      typeId: type.id,
      componentNr: component.componentNr,
      sequence: index + 1,
      name: component.name,
      removable: component.removable,
      checked: true,
      monthlyPrice: Math.round(component.monthlyPrice * SEGMENT_PROFILES[segment].optionScale),
    }),
  );

  for (const option of random.sample(PRICING_MANAGER_OPTIONS, random.int(1, 2))) {
    rows.pricingManagerOptions.push({
      id: ids.pricingManager(),
      typeId: type.id,
      name: option.name,
      price: option.price,
      checked: option.checked,
    });
  }

  ORDER_QUESTIONS.filter((q) => (!q.plugInOnly || plugIn) && (!q.towingOnly || towing))
    .filter((q, index) => index === 0 || q.required || random.chance(0.5))
    .forEach((q, index) =>
      rows.orderQuestions.push({
        id: ids.question(),
        typeId: type.id,
        position: index + 1,
        question: q.question,
        answerType: q.answerType,
        required: q.required,
      }),
    );

  return rows;
}
