import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { languageDetector } from 'hono/language';
import { z } from 'zod';
import { createLoginThrottle, loginKeys, type LoginThrottlePolicy } from '../auth/loginThrottle.ts';
import { clientAddressReader } from '../http/clientAddress.ts';
import {
  countOutbox,
  findOutboxMail,
  listOutbox,
  OUTBOX_STATES,
  type OutboxState,
} from '../operator/outboxListing.ts';
import {
  MAIL_PART_POLICY,
  OPERATOR_PAGE_POLICY,
  operatorMessagePage,
  outboxListPage,
  outboxMailPage,
  type OutboxLinks,
} from '../operator/outboxPages.ts';
import { OPERATOR_LANGUAGES, operatorTexts } from '../operator/texts/operatorTexts.ts';

/** The one user of the operator's pages; the password is OPERATOR_PASSWORD. */
export const OPERATOR_USERNAME = 'operator';

const listQuerySchema = z.object({
  state: z.enum(OUTBOX_STATES).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

const mailIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * What every operator answer carries: it lists drivers' addresses and mails, so no cache keeps
 * it and no search engine lists it.
 */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/** Links that keep the language the operator chose in the address (`?lang=`), if any. */
function linksFor(prefix: string, chosenLanguage: string | undefined): OutboxLinks {
  const withQuery = (path: string, query: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...query, lang: chosenLanguage })) {
      if (value !== undefined) params.set(name, value);
    }
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return {
    list: ({ state, before }: { state?: OutboxState | undefined; before?: number | undefined }) =>
      withQuery(`${prefix}/outbox`, { state, before: before?.toString() }),
    mail: (id) => withQuery(`${prefix}/outbox/${id}`, {}),
    mailHtml: (id) => withQuery(`${prefix}/outbox/${id}/html`, {}),
  };
}

/**
 * The operator's pages of the lease API, under `/operator`: the mail outbox, so a demo without a
 * mail server (and an operator whose mail server bounced something) can read what drivers were
 * sent. Behind HTTP Basic authentication (the user `operator`, OPERATOR_PASSWORD): drivers have
 * no way in, and the portal server forwards only the API's paths, never these. In the operator's
 * language (`?lang=`, else the browser's), English otherwise.
 */
export function operatorRoutes(deps: {
  db: DatabaseSync;
  password: string;
  /** Where this process sends mail (no credentials), for the page to say; none without SMTP. */
  smtpServer?: string | undefined;
  /** Where these routes are mounted, for their links. */
  prefix?: string;
  /** Waits after wrong passwords; the login's defaults (`loginThrottle.ts`) when left out. */
  loginThrottle?: LoginThrottlePolicy | undefined;
  /** TRUSTED_PROXIES: peers whose `X-Forwarded-For` names the caller. */
  trustedProxies?: readonly string[] | undefined;
}) {
  const { db } = deps;
  const prefix = deps.prefix ?? '/operator';
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PRIVATE)) c.header(name, value);
  });
  app.use(
    languageDetector({
      supportedLanguages: [...OPERATOR_LANGUAGES],
      fallbackLanguage: 'en',
      order: ['querystring', 'header'],
      lookupQueryString: 'lang',
      caches: false,
    }),
  );
  // Wrong passwords wait longer and longer, per address, as a driver's login does: these pages
  // show every driver's mail, and the password is all that guards them.
  const throttle = createLoginThrottle(deps.loginThrottle);
  const addressOf = clientAddressReader(deps.trustedProxies);
  app.use(async (c, next) => {
    // A browser first asks without a password, to be asked for one: that is no guess.
    if (c.req.header('Authorization') === undefined) return next();
    const attempt = await throttle.attempt(loginKeys('', OPERATOR_USERNAME, addressOf(c)));
    if ('waitSeconds' in attempt) {
      c.header('Retry-After', String(attempt.waitSeconds));
      const shared = view(c);
      return page(
        c,
        operatorMessagePage({ ...shared, message: shared.texts.tooManyAttempts }),
        429,
      );
    }
    await next();
    if (c.res.status !== 401) await attempt.succeeded();
  });
  app.use(
    basicAuth({
      username: OPERATOR_USERNAME,
      password: deps.password,
      realm: 'Lease API operator',
    }),
  );

  function view(c: Context) {
    const lang = String(c.get('language'));
    const chosen = c.req.query('lang');
    return {
      lang,
      texts: operatorTexts(lang),
      links: linksFor(prefix, chosen !== undefined && chosen === lang ? lang : undefined),
    };
  }

  function page(
    c: Context,
    body: Parameters<Context['html']>[0],
    status: 200 | 400 | 404 | 429 = 200,
  ) {
    c.header('Content-Security-Policy', OPERATOR_PAGE_POLICY);
    return c.html(body, status);
  }

  function message(c: Context, status: 400 | 404) {
    const shared = view(c);
    const text = status === 404 ? shared.texts.notFound : shared.texts.badRequest;
    return page(c, operatorMessagePage({ ...shared, message: text }), status);
  }

  app.get('/outbox', (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) return message(c, 400);
    const { state, before } = query.data;
    return page(
      c,
      outboxListPage({
        ...view(c),
        smtpServer: deps.smtpServer,
        state,
        counts: countOutbox(db),
        page: listOutbox(db, { state, before }),
        pagedBack: before !== undefined,
      }),
    );
  });

  app.get('/outbox/:id', (c) => {
    const id = mailIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return message(c, 404);
    const mail = findOutboxMail(db, id.data);
    if (!mail) return message(c, 404);
    return page(c, outboxMailPage({ ...view(c), mail }));
  });

  // The HTML part alone, under a policy that sandboxes it: its styles apply, nothing in it runs.
  app.get('/outbox/:id/html', (c) => {
    const id = mailIdSchema.safeParse(c.req.param('id'));
    const mail = id.success ? findOutboxMail(db, id.data) : undefined;
    if (!mail) return message(c, 404);
    c.header('Content-Security-Policy', MAIL_PART_POLICY);
    return c.html(mail.htmlBody);
  });

  // After the password, so an address under /operator says nothing to someone without it.
  app.all('*', (c) => message(c, 404));
  return app;
}
