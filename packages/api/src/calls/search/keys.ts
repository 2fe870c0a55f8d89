import type { InterfaceLanguage } from '../../rules/locales.ts';
import type { GetAutosRequest } from '../../schemas/carFilter.ts';
import type { CarDetailsQuery, ColourImageRequest, ImageQuery } from '../../schemas/search.ts';

/** Query keys of the search and detail domain; everything under `all` carries prices. */
export const searchKeys = {
  all: ['search'] as const,
  cars: (body: GetAutosRequest) => ['search', 'cars', body] as const,
  image: (query: ImageQuery) => ['search', 'image', query] as const,
  reviews: (modelIds: readonly number[]) =>
    ['search', 'reviews', [...modelIds].sort((a, b) => a - b)] as const,
  carDetails: (query: CarDetailsQuery) => ['search', 'carDetails', query] as const,
  savedCars: {
    all: ['search', 'savedCars'] as const,
    list: (nOpgeslagenAutoID?: number | null, taalcode?: InterfaceLanguage) =>
      ['search', 'savedCars', nOpgeslagenAutoID ?? null, taalcode ?? null] as const,
  },
  mostViewed: ['search', 'mostViewed'] as const,
  colourImage: (body: ColourImageRequest) => ['search', 'colourImage', body] as const,
};
