import type { z } from 'zod/mini';
import {
  CancelledError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  SessionEndedError,
} from './errors.ts';
import { apiErrorBodySchema } from './schemas/error.ts';
import { endsSession } from './rules/sessionEnd.ts';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** Everything the gateway needs to know about one call; endpoint functions build these. */
export interface CallSpec<Schema extends z.ZodMiniType> {
  /** The call's name in the spec, used in error messages, e.g. `GetStyling`. */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path below the base URL, e.g. `/api/GetStyling`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The schema every 2xx response body is parsed with. */
  response: Schema;
  /**
   * Reads are cancelled by a newer read to the same path; writes never are, because the server
   * may already have applied them (decisions.md §3).
   */
  kind: 'read' | 'write';
  /**
   * Reads in the same group cancel each other; the default group is the path, as the spec says.
   * Lookups that a screen legitimately runs side by side for different resources (the images of
   * several cars, the details of the compared cars) name a group per resource instead.
   */
  cancelGroup?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface GatewayConfig {
  /** Origin (and optional prefix) of the lease API; empty means same origin. */
  baseUrl?: string;
  /**
   * The bearer token to send, or null: when logged out, or when a server in front of the lease
   * API holds the token and adds it itself (the portal's own server).
   */
  getToken: () => string | null;
  /**
   * What names the current session for `onSessionEnd`, which is told once per session; the
   * token when left out. A client that sends no token names its session another way.
   */
  getSessionKey?: () => string | null;
  /** Called once per session when the server ends it (401, or 400 `Unauthorized`). */
  onSessionEnd?: () => void;
  /** Headers every call carries, before the call's own. */
  headers?: Readonly<Record<string, string>>;
  /** Whether calls carry the browser's cookies (fetch's `credentials`); fetch's default when left out. */
  credentials?: RequestInit['credentials'];
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface Gateway {
  call<Schema extends z.ZodMiniType>(spec: CallSpec<Schema>): Promise<z.output<Schema>>;
}

/** Builds the query string; arrays repeat their key (`nmodelid[]=1&nmodelid[]=2`). */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The first issue's field and what is wrong there. zod/mini loads no locale in the portal, so a
 * built-in check's message is a bare "Invalid input": the issue's code (and for a wrong type the
 * type expected) tell whoever reads the error what the server sent wrong.
 */
function firstIssuePath(issues: readonly z.core.$ZodIssue[]): { field: string; detail: string } {
  const issue = issues[0];
  if (!issue) return { field: '', detail: 'unknown validation failure' };
  const kind =
    issue.code === 'invalid_type' ? `${issue.code}, expected ${issue.expected}` : issue.code;
  return { field: issue.path.map(String).join('.'), detail: `${issue.message} (${kind})` };
}

async function readBody(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  if (!text) return { text, json: undefined };
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: undefined };
  }
}

/**
 * The one HTTP client of the portal: JSON in and out, the auth headers on every call, reads
 * cancelled by newer reads to the same path, session end reported to the app, every response
 * parsed against its schema. It knows nothing of the UI: what to show is the app's business.
 */
export function createGateway(config: GatewayConfig): Gateway {
  const baseUrl = config.baseUrl ?? '';
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pendingReads = new Map<string, AbortController>();
  const sessionKey = config.getSessionKey ?? config.getToken;
  let notifiedSession: string | null | undefined;

  function endSession(session: string | null): void {
    if (notifiedSession === session) return;
    notifiedSession = session;
    config.onSessionEnd?.();
  }

  async function call<Schema extends z.ZodMiniType>(
    spec: CallSpec<Schema>,
  ): Promise<z.output<Schema>> {
    const controller = new AbortController();
    const readKey = `${spec.method} ${spec.cancelGroup ?? spec.path}`;
    if (spec.kind === 'read') {
      pendingReads.get(readKey)?.abort();
      pendingReads.set(readKey, controller);
    }
    const onCallerAbort = () => controller.abort();
    spec.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (spec.signal?.aborted) controller.abort();

    const token = config.getToken();
    const session = sessionKey();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...config.headers,
      ...spec.headers,
    };
    if (token) {
      headers.Authorization = `Bearer ${token}`;
      headers['X-Token'] = token;
    }

    try {
      let response: Response;
      try {
        response = await doFetch(joinUrl(baseUrl, spec.path) + buildQuery(spec.query), {
          method: spec.method,
          headers,
          body: spec.body === undefined ? null : JSON.stringify(spec.body),
          signal: controller.signal,
          ...(config.credentials ? { credentials: config.credentials } : {}),
        });
      } catch (error) {
        if (controller.signal.aborted) {
          throw new CancelledError(spec.name, 'cancelled', { cause: error });
        }
        throw new NetworkError(spec.name, 'no response from the server', { cause: error });
      }

      const { text, json } = await readBody(response);
      if (endsSession(response.status, text)) {
        endSession(session);
        throw new SessionEndedError(spec.name, `session ended (HTTP ${response.status})`);
      }
      if (!response.ok) {
        const error = apiErrorBodySchema.safeParse(json);
        throw new HttpError(
          spec.name,
          response.status,
          error.success
            ? { reason: error.data.cOpmerking, field: error.data.cVeld ?? undefined }
            : {},
        );
      }
      const parsed = spec.response.safeParse(json);
      if (!parsed.success) {
        const { field, detail } = firstIssuePath(parsed.error.issues);
        throw new InvalidResponseError(spec.name, field, detail);
      }
      return parsed.data;
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof CancelledError)) {
        throw new CancelledError(spec.name, 'cancelled', { cause: error });
      }
      throw error;
    } finally {
      spec.signal?.removeEventListener('abort', onCallerAbort);
      if (pendingReads.get(readKey) === controller) pendingReads.delete(readKey);
    }
  }

  return { call };
}
