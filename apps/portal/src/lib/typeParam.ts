/**
 * The configurator's `{type}` URL segment has the form `prefix-{id}` (spec point 2). The prefix is
 * `type`, and the id is the type's `nTypeIDHist`: `/calculator/304/types/type-1234/configurator`.
 * One place for both directions, so every link and every route reads it alike.
 */
const TYPE_PARAM = /^type-([1-9]\d{0,9})$/;

/** The segment for a type id. */
export function formatTypeParam(typeId: number): string {
  return `type-${typeId}`;
}

/** The type id in a segment, or null when the segment is malformed (the route's 404). */
export function parseTypeParam(param: string | undefined): number | null {
  const match = TYPE_PARAM.exec(param ?? '');
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** A positive whole number in a URL segment (a model or order id), or null. */
export function parseIdParam(param: string | undefined): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param ?? '')) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
