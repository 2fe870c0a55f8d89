import type { Context } from 'hono';
import { z } from 'zod';
import { requestHeader } from './nodeMessage.ts';
import { RequestError } from './RequestError.ts';

// The contract's schemas are written with zod/mini, which carries no locale: its issues would read
// a bare "Invalid input". The server's 400 answers quote them (below), so this process words them
// in English, as classic zod does by default; the portal never loads a locale.
z.config(z.locales.en());

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The first issue as a message a developer can act on, and the dotted field it is about. */
function toRequestError(error: z.ZodError, input: unknown): RequestError {
  const issue = error.issues[0];
  if (!issue) return new RequestError('The request is invalid.');
  // An unknown key of a strict object is reported on the object: name the key itself.
  const path =
    issue.code === 'unrecognized_keys' && issue.keys.length > 0
      ? [...issue.path, issue.keys[0] ?? '']
      : issue.path;
  const field = path.map(String).join('.');
  const name = field || 'The request';
  const value = valueAt(input, issue.path);
  let message: string;
  // A custom issue (e.g. "nMantelNr or MobilityCategoryId") says more than "is required".
  if (issue.code === 'unrecognized_keys') message = `${name} is not a field of this call.`;
  else if (field && issue.code !== 'custom' && (value === undefined || value === null))
    message = `${name} is required.`;
  else if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
    message = `${name} must not be empty.`;
  else message = `${name}: ${issue.message}.`;
  return new RequestError(message, field ? { field } : {});
}

/** Parses `input` with `schema`, throwing a 400 {@link RequestError} that names the first bad field. */
export function validate<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw toRequestError(parsed.error, input);
  return parsed.data;
}

/**
 * Reads a JSON request body's text. Only `application/json` is accepted: a cross-site form
 * cannot send that without a CORS preflight, which this API never grants.
 */
export async function readJsonText(c: Context): Promise<string> {
  const type = requestHeader(c, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new RequestError('The body must be JSON (Content-Type: application/json).', {
      status: 415,
      field: 'body',
    });
  }
  return c.req.text();
}

/** Parses a JSON body's text (an object) and validates it; a 400 naming the field when not. */
export function parseJsonBody<Schema extends z.core.$ZodType>(
  text: string,
  schema: Schema,
): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RequestError('The body is not valid JSON.', { field: 'body' });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new RequestError('The body must be a JSON object.', { field: 'body' });
  }
  return validate(schema, json);
}

/** Reads a JSON request body and validates it ({@link readJsonText}, {@link parseJsonBody}). */
export async function readJsonBody<Schema extends z.core.$ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parseJsonBody(await readJsonText(c), schema);
}

/** Validates the query string; repeated keys keep their last value. */
export function readQuery<Schema extends z.core.$ZodType>(
  c: Context,
  schema: Schema,
): z.output<Schema> {
  return validate(schema, c.req.query());
}
