import type { MiddlewareHandler } from 'hono';
import type { Logger } from './createLogger.ts';

/**
 * One log line per request: method, path, status, duration. The path is logged without its
 * query string on purpose: some calls carry an e-mail address or a token there.
 */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  };
}
