/**
 * The contract without the client: schemas and pure business rules, loading only zod/mini. The
 * reference server imports this entry, so it never loads React or the query layer.
 */
export * from './schemas/index.ts';
export * from './rules/index.ts';
