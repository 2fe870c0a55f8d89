import type { DatabaseSync } from 'node:sqlite';
import { RequestError } from '../http/RequestError.ts';
import { catalogIndex, type IndexedType } from './catalogIndex.ts';

/** The catalog type with this id, or a 404 naming `field`. */
export function findType(db: DatabaseSync, id: number, field = 'nTypeIDHist'): IndexedType {
  const type = catalogIndex(db).byId.get(id);
  if (!type)
    throw new RequestError(`${field}: there is no car or bike ${id}.`, { status: 404, field });
  return type;
}
