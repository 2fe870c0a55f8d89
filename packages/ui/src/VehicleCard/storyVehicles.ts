import { demoModels, demoTypes, svgDataUri } from '@lease/api/testing';
import type { VehicleCardVehicle } from './VehicleCard.tsx';

/** Story data: the demo catalogue's types with their brand and model names. */
export const storyVehicles = {
  id4Pure: { ...demoTypes.id4Pure, cMerk: demoModels.id4.cMerk, cModel: demoModels.id4.cModel },
  id4Pro: { ...demoTypes.id4Pro, cMerk: demoModels.id4.cMerk, cModel: demoModels.id4.cModel },
  niro: { ...demoTypes.niroPhev, cMerk: demoModels.niro.cMerk, cModel: demoModels.niro.cModel },
  modelY: {
    ...demoTypes.modelY,
    cMerk: demoModels.modelY.cMerk,
    cModel: demoModels.modelY.cModel,
  },
  gazelle: {
    ...demoTypes.gazelleUltimate,
    cMerk: demoModels.gazelle.cMerk,
    cModel: demoModels.gazelle.cModel,
  },
} satisfies Record<string, VehicleCardVehicle>;

/** A simple drawn car as an image, the same on every machine. */
export const storyCarImage = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">' +
    '<rect width="320" height="200" fill="#dfe7ef"/>' +
    '<rect y="150" width="320" height="50" fill="#b8c4cf"/>' +
    '<path d="M40 140 L70 95 Q80 82 100 80 L210 80 Q228 80 240 95 L275 125 Q290 128 290 140 L290 150 L40 150 Z" fill="#37474f"/>' +
    '<path d="M95 92 L200 92 Q215 92 225 104 L235 118 L85 118 Z" fill="#90a4ae"/>' +
    '<circle cx="95" cy="150" r="20" fill="#212121"/><circle cx="240" cy="150" r="20" fill="#212121"/>' +
    '</svg>',
);
