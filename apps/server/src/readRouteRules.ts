import { readFileSync } from 'node:fs';
import { routeRulesSchema, type RouteRule } from '@lease/api/contract';
import { ConfigError } from './config.ts';

/**
 * The page redirects of ROUTE_RULES_FILE (spec point 2: "server-side route rules may supply a
 * redirect"), checked at start so a bad file stops the server with a clear message instead of
 * sending visitors somewhere unintended. No file, no rules.
 */
export function readRouteRules(path: string | undefined): RouteRule[] {
  if (!path) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`ROUTE_RULES_FILE ${path} is not readable JSON: ${String(error)}`);
  }
  const rules = routeRulesSchema.safeParse(json);
  if (!rules.success) {
    const [issue] = rules.error.issues;
    throw new ConfigError(
      `ROUTE_RULES_FILE ${path}: rule ${issue?.path.join('.') ?? '?'} is invalid: ${issue?.message ?? ''}`,
    );
  }
  return rules.data;
}
