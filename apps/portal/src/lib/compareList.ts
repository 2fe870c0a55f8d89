import { toggleComparedCar } from '@lease/api';
import { z } from 'zod/mini';
import { localValue, sessionArea } from './localValue.ts';

/** The most cars compared at once: what a phone can still show side by side. */
export const COMPARE_MAX = 4;

const comparedSchema = z
  .array(
    z.object({
      ID: z.int().check(z.positive()),
      bChecked: z.boolean(),
      /** Brand and model, for the compare widget before the compare page has loaded them. */
      cNaam: z.optional(z.string().check(z.maxLength(200))),
      cUitvoering: z.nullish(z.string().check(z.maxLength(200))),
    }),
  )
  .check(z.maxLength(COMPARE_MAX));

export type ComparedEntry = z.infer<typeof comparedSchema>[number];

/** The compare list (spec point 4: kept in session storage, so it lasts as long as the tab). */
export const compareList = localValue('comparedCars', comparedSchema, sessionArea);

/**
 * Toggles a car in or out of the compare list (`toggleComparedCar`), with its name for the
 * widget. A full list takes no more cars; taking one out is always possible.
 */
export function toggleCompared(entry: { ID: number; cNaam: string; cUitvoering?: string | null }) {
  const current = compareList.read() ?? [];
  const toggled = toggleComparedCar(current, entry.ID);
  if (toggled.length > COMPARE_MAX) return;
  compareList.write(
    toggled.map((item) =>
      item.ID === entry.ID ? { ...item, cNaam: entry.cNaam, cUitvoering: entry.cUitvoering } : item,
    ),
  );
}
