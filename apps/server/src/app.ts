import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MAX_REQUEST_BODY_BYTES } from '@lease/api/contract';
import { apiError } from './http/apiError.ts';
import { compressAnswers } from './http/compressAnswers.ts';
import type { Logger } from './http/createLogger.ts';
import { RequestError } from './http/RequestError.ts';
import { requestBodyLimit } from './http/requestBodyLimit.ts';
import { withResponseHeaders } from './http/nodeMessage.ts';
import { requestLogger } from './http/requestLogger.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import type { ScryptCost } from './auth/password.ts';
import type { LoginThrottlePolicy } from './auth/loginThrottle.ts';
import type { RateLimitPolicy } from './limits/rateLimit.ts';
import { arrangementRoutes } from './routes/arrangements.ts';
import { cartRoutes } from './routes/cart.ts';
import { configurationRoutes } from './routes/configuration.ts';
import { contentRoutes } from './routes/content.ts';
import { imageRoutes } from './routes/images.ts';
import { loginRoutes } from './routes/login.ts';
import { reviewRoutes, searchRoutes } from './routes/search.ts';
import { settingsRoutes } from './routes/settings.ts';
import { operatorRoutes } from './routes/operator.ts';
import { policyRoutes } from './routes/policy.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { stylingRoutes } from './routes/styling.ts';
import { ticketRoutes } from './routes/ticket.ts';

/** Everything the app needs from outside; main.ts builds it from the environment, tests by hand. */
export interface AppDeps {
  db: DatabaseSync;
  /** HS256 secret that signs and verifies session tokens. */
  tokenSecret: string;
  /** The client whose styling answers a missing or unknown `cClient`; must exist in `db`. */
  defaultClient: string;
  logger: Logger;
  /** Failed-login limits; the defaults of `loginThrottle.ts` when left out. */
  loginThrottle?: LoginThrottlePolicy;
  /** New configurations a driver may price a day; `NEW_CALCULATIONS_PER_DAY` when left out. */
  newCalculationsPerDay?: RateLimitPolicy;
  /** TRUSTED_PROXIES: peers whose `X-Forwarded-For` names the caller (`clientAddress`). */
  trustedProxies?: readonly string[];
  /**
   * The scrypt cost the stored passwords were hashed with, for the decoy check of unknown users;
   * `SCRYPT_COST` when left out. Only tests pass a cheaper one (with a seed of the same cost).
   */
  passwordCost?: ScryptCost;
  /**
   * Check the server's own answers against the contract schema before sending them (a 500 when
   * one does not match). Tests switch it on; production leaves it off, as the check costs more
   * than computing the answer (GetDetails) and the tests already hold every answer to the schema.
   */
  checkAnswers?: boolean;
  /**
   * The clock quotes are dated and expire by, and mails are written at (ms since 1970);
   * `Date.now` when left out. Tests set it to read a quote weeks after it was made.
   */
  now?: () => number;
  /**
   * PORTAL_URL: the portal's address, which links in mails start with (`mail/portalLink.ts`);
   * mails have no links without it.
   */
  portalUrl?: string | undefined;
  /**
   * OPERATOR_PASSWORD: serves the operator's pages (`/operator/outbox`) behind it; without it
   * there are none.
   */
  operatorPassword?: string | undefined;
  /** The SMTP server mails go to (`host:port`, no credentials), for the operator's outbox page. */
  smtpServer?: string | undefined;
}

/** The API's own paths, including the spec's `/api-mapi/…` and `/api-news/…`. */
const API_PATH = /^\/api(-[a-z]+)?(\/|$)/;

/**
 * The contract's body limit (1 MiB): larger than any request the portal sends, the largest order
 * attachment (`MAX_ATTACHMENT_BYTES`) included; stops a client making the server buffer megabytes.
 */
const MAX_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

const NOT_STORED = Object.freeze({ 'Cache-Control': 'no-store' });

const NOT_AN_API_PATH =
  'Not found: this is the lease API, which answers only under /api/, /api-mapi/ and ' +
  '/api-news/. The portal is served by the portal server (apps/portal/server).\n';

/**
 * The reference lease API as one Hono app: its calls under `/api`, `/api-mapi` and `/api-news`
 * and nothing else (the portal's pages and files are the portal server's, ADR 0018). Route
 * groups live in `routes/`, one module each.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.use(securityHeaders());
  app.use(requestLogger(deps.logger));

  // Answers depend on the token and the data: no cache may keep them (all three API prefixes).
  app.use((c, next) =>
    API_PATH.test(c.req.path) ? withResponseHeaders(c, NOT_STORED, next) : next(),
  );
  app.use(
    '/api/*',
    requestBodyLimit(MAX_BODY_BYTES, (c) => {
      // The rest of the body is never read, so the connection cannot carry another request.
      c.header('Connection', 'close');
      return apiError(c, 413, 'The request body is too large.', 'body');
    }),
  );

  // Inside the request log, so a logged duration includes the compression. All three API
  // prefixes: `/api-news/autotests` answers pages of road tests.
  const compressed = compressAnswers();
  app.use((c, next) => (API_PATH.test(c.req.path) ? compressed(c, next) : next()));

  app.route('/api', stylingRoutes(deps));
  app.route('/api', loginRoutes(deps));
  app.route('/api', arrangementRoutes(deps));
  app.route('/api', settingsRoutes(deps));
  app.route('/api', policyRoutes(deps));
  app.route('/api', contentRoutes(deps));
  app.route('/api-mapi', ticketRoutes(deps));
  app.route('/api', searchRoutes(deps));
  app.route('/api', imageRoutes(deps));
  app.route('/api', configurationRoutes(deps));
  app.route('/api', quoteRoutes(deps));
  app.route('/api', cartRoutes(deps));
  app.route('/api-news', reviewRoutes(deps));
  if (deps.operatorPassword) {
    app.route(
      '/operator',
      operatorRoutes({
        db: deps.db,
        password: deps.operatorPassword,
        smtpServer: deps.smtpServer,
        loginThrottle: deps.loginThrottle,
        trustedProxies: deps.trustedProxies,
      }),
    );
  }

  app.notFound((c) =>
    API_PATH.test(c.req.path)
      ? apiError(c, 404, `There is no API call ${c.req.method} ${c.req.path}.`)
      : c.text(NOT_AN_API_PATH, 404, { 'Cache-Control': 'no-store' }),
  );

  app.onError((error, c) => {
    // A middleware's own answer, such as the operator pages' 401 with its WWW-Authenticate.
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof RequestError) {
      if (error.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(error.retryAfterSeconds));
      }
      return apiError(c, error.status, error.message, error.field);
    }
    // Log what a developer needs; the caller only learns that it failed.
    deps.logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error.name,
      message: error.message,
      stack: error.stack,
    });
    return apiError(c, 500, 'Something went wrong on the server. Please try again later.');
  });

  return app;
}
