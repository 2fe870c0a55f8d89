import type { ComparedCar } from '../schemas/search.ts';

/** Adds a car to the compare list (ticked), or takes it out when it is already there (spec point 4). */
export function toggleComparedCar(list: readonly ComparedCar[], id: number): ComparedCar[] {
  return list.some((entry) => entry.ID === id)
    ? list.filter((entry) => entry.ID !== id)
    : [...list, { ID: id, bChecked: true }];
}
