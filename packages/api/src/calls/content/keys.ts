import type { DealersQuery, NewsQuery } from '../../schemas/content.ts';

/** Query and mutation keys of the content domain (contact, profile, FAQ, news, products, dealers). */
export const contentKeys = {
  all: ['content'] as const,
  contactDetails: ['content', 'contactDetails'] as const,
  driverProfile: ['content', 'driverProfile'] as const,
  faq: ['content', 'faq'] as const,
  news: (query: NewsQuery) => ['content', 'news', query] as const,
  mobilityProducts: ['content', 'mobilityProducts'] as const,
  dealers: (query: DealersQuery) => ['content', 'dealers', query] as const,
  contactMail: ['content', 'contactMail'] as const,
};
