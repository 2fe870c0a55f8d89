/**
 * A cancel group per resource: a newer read of the same resource still cancels the older one,
 * but reads of different resources on one path (several car images) run side by side.
 */
export function perResource(path: string, params: unknown): string {
  return `${path} ${JSON.stringify(params)}`;
}
