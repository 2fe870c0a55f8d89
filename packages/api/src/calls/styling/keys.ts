/** Query keys of the styling domain. */
export const stylingKeys = {
  all: ['styling'] as const,
  client: (cClient: string | undefined) => ['styling', cClient ?? null] as const,
};
