import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { z } from 'zod/mini';
import { loginRequestSchema } from '../schemas/auth.ts';
import { basketWriteRequestSchema } from '../schemas/cart.ts';
import { getAutosRequestSchema } from '../schemas/carFilter.ts';
import {
  arrangementChoicesByMantelRequestSchema,
  arrangementChoicesQuerySchema,
  keuzeTokenRequestSchema,
  omrmapiTokenQuerySchema,
  ticketQuerySchema,
} from '../schemas/choice.ts';
import {
  detailRequestSchema,
  openCalculationRequestSchema,
  optionsRequestSchema,
  orderQuestionsRequestSchema,
  saveConfigurationRequestSchema,
  standardOptionsRequestSchema,
  termsRequestSchema,
} from '../schemas/configuration.ts';
import {
  agreementsQuerySchema,
  contactDetailsQuerySchema,
  contactMailRequestSchema,
  dealersQuerySchema,
  faqQuerySchema,
  mobilityProductsQuerySchema,
  newsQuerySchema,
} from '../schemas/content.ts';
import type { ApiErrorBody } from '../schemas/error.ts';
import { orderQuerySchema, orderRequestSchema } from '../schemas/order.ts';
import { carPolicyQuerySchema } from '../schemas/policy.ts';
import { createQuoteRequestSchema, quoteQuerySchema } from '../schemas/quote.ts';
import {
  carDetailsQuerySchema,
  colourImageRequestSchema,
  imageQuerySchema,
  reviewsQuerySchema,
  savedCarsQuerySchema,
} from '../schemas/search.ts';
import { getSettingsQuerySchema, setSettingsRequestSchema } from '../schemas/settings.ts';
import {
  demoKeuzeToken,
  demoLoginAccepted,
  demoLoginRefused,
  demoSingleChoice,
  demoTicketResult,
} from './fixtures/auth.ts';
import {
  demoBasket,
  demoCardOrder,
  demoOrder,
  demoOrderList,
  demoOrderResult,
} from './fixtures/cart.ts';
import {
  demoConfiguratorDetail,
  demoOpenCalculationUrl,
  demoOptionsResponse,
  demoOrderQuestions,
  demoSaveConfigurationResult,
  demoStandardOptions,
  demoTerms,
} from './fixtures/configuration.ts';
import {
  demoCreateQuoteResult,
  demoExpiredQuote,
  demoQuote,
  demoQuoteList,
} from './fixtures/quote.ts';
import {
  demoContactDetails,
  demoDealers,
  demoDriverProfile,
  demoFaq,
  demoMobilityProducts,
  demoNews,
} from './fixtures/content.ts';
import {
  demoCarDetails,
  demoCarSearchResult,
  demoImage,
  demoMostViewed,
  demoReviews,
  demoSavedCars,
} from './fixtures/search.ts';
import { demoAgreements, demoCarPolicy, demoSettings } from './fixtures/settings.ts';
import { demoStylings, type DemoClient } from './stylings.ts';

/** The error JSON of decisions.md §2, as the lease API answers bad input. */
export function errorResponse(status: number, cOpmerking: string, cVeld?: string) {
  const body: ApiErrorBody = { cStatus: 'error', cOpmerking, cVeld: cVeld ?? null };
  return HttpResponse.json(body, { status });
}

function invalid(error: z.core.$ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return errorResponse(
    400,
    `${field || 'request'}: ${issue?.message ?? 'invalid'}`,
    field || undefined,
  );
}

/** The query string as an object; a key that repeats (`nmodelid[]`) becomes an array. */
function queryOf(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

async function bodyOf(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await request.json() };
  } catch {
    return { ok: false };
  }
}

type Answer<Input> = (input: Input, request: Request) => Response | JsonBodyType;

function respond(result: Response | JsonBodyType): Response {
  return result instanceof Response ? result : HttpResponse.json(result);
}

export interface HandlerOptions {
  /** Origin (and prefix) the API is served from; `*` matches any origin. */
  baseUrl?: string;
}

/**
 * MSW handlers for every call of the lease API, answering the shared fixtures. Every query and
 * body is checked with the same request schema the reference server uses, and bad input gets the
 * API's error JSON (400, with `cVeld`), so stories and tests see the failures a real server gives.
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const base = options.baseUrl ?? '*';

  function get<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    answer: Answer<z.output<Schema>>,
  ) {
    return http.get(`${base}${path}`, ({ request }) => {
      const parsed = schema.safeParse(queryOf(request));
      return parsed.success ? respond(answer(parsed.data, request)) : invalid(parsed.error);
    });
  }

  function post<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    answer: Answer<z.output<Schema>>,
  ) {
    return http.post(`${base}${path}`, async ({ request }) => {
      const read = await bodyOf(request);
      if (!read.ok) return errorResponse(400, 'The body is not JSON.');
      const parsed = schema.safeParse(read.body);
      return parsed.success ? respond(answer(parsed.data, request)) : invalid(parsed.error);
    });
  }

  function postWithQuery<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    answer: Answer<z.output<Schema>>,
  ) {
    return http.post(`${base}${path}`, ({ request }) => {
      const parsed = schema.safeParse(queryOf(request));
      return parsed.success ? respond(answer(parsed.data, request)) : invalid(parsed.error);
    });
  }

  const noQuery = z.object({});

  return [
    // Login and choice. The user name `geweigerd` is refused, to show the refusal path.
    post('/api/CheckLogin', loginRequestSchema, (body) =>
      body.cGebruikersnaam === 'geweigerd' ? demoLoginRefused : demoLoginAccepted,
    ),
    post('/api/CheckLoginOmrmapi', loginRequestSchema, (body) =>
      body.cGebruikersnaam === 'geweigerd' ? demoLoginRefused : demoLoginAccepted,
    ),
    get('/api/RestOarTokenFromOmrmapiToken', omrmapiTokenQuerySchema, () => demoKeuzeToken),
    postWithQuery('/api-mapi/ticket/create', ticketQuerySchema, () => demoTicketResult),
    get('/api/getArrangementChoices', arrangementChoicesQuerySchema, () => demoSingleChoice),
    post('/api/GetKeuzeToken', keuzeTokenRequestSchema, () => demoKeuzeToken),
    post(
      '/api/GetArrangementChoicesByMantel',
      arrangementChoicesByMantelRequestSchema,
      () => demoSingleChoice,
    ),

    // Settings, styling, content.
    get('/api/GetSettings', getSettingsQuerySchema, () => demoSettings),
    get('/api/GetAkkoordVinken', agreementsQuerySchema, () => demoAgreements),
    get('/api/GetRegeling', carPolicyQuerySchema, () => demoCarPolicy),
    post('/api/SetSettings', setSettingsRequestSchema, (body) => ({
      ...demoSettings,
      bAlleenZakelijk: body.bAlleenZakelijk,
      Belastingschijven: demoSettings.Belastingschijven.map((bracket) => ({
        ...bracket,
        bSelected: bracket.nPercentage === body.nBelastingPercentage,
      })),
    })),
    http.get(`${base}/api/GetStyling`, ({ request }) => {
      const client = new URL(request.url).searchParams.get('cClient') ?? '';
      // An unknown client gets the fallback client's styling, as the server does.
      return HttpResponse.json(demoStylings[client as DemoClient] ?? demoStylings.horizon);
    }),
    get('/api/GetContactgegevens', contactDetailsQuerySchema, () => demoContactDetails),
    get('/api/GetBerijderDetails', noQuery, () => demoDriverProfile),
    get('/api/GetFAQ', faqQuerySchema, () => demoFaq),
    get('/api/GetNieuwsberichten', newsQuerySchema, (query) => ({
      Nieuwsberichten: demoNews.Nieuwsberichten,
      AutoNieuws: query.nModelID
        ? demoNews.AutoNieuws.filter((n) => n.nModelID === query.nModelID)
        : [],
    })),
    post('/api/ContactMail', contactMailRequestSchema, () => true),
    get('/api/getMobilityProducts', mobilityProductsQuerySchema, () => demoMobilityProducts),
    get('/api/GetDealers', dealersQuerySchema, (query) =>
      demoDealers.filter((d) => d.nMerkID === query.nMerkID),
    ),

    // Search and detail.
    post('/api/GetAutos', getAutosRequestSchema, () => demoCarSearchResult),
    get('/api/GetAfbeelding', imageQuerySchema, () => demoImage),
    get('/api-news/autotests', reviewsQuerySchema, (query) =>
      demoReviews.filter((review) => query['nmodelid[]'].includes(review.nModelID)),
    ),
    get('/api/GetCardetails', carDetailsQuerySchema, () => demoCarDetails),
    get('/api/GetOpgeslagenAutos', savedCarsQuerySchema, (query) =>
      query.nOpgeslagenAutoID
        ? demoSavedCars.filter((car) => car.ID === query.nOpgeslagenAutoID)
        : demoSavedCars,
    ),
    get('/api/GetMeestBekeken', noQuery, () => demoMostViewed),
    post('/api/GetKleurAfbeeldingobvOptie', colourImageRequestSchema, () => demoImage),

    // Configuration.
    post('/api/GetDetails', detailRequestSchema, () => demoConfiguratorDetail),
    post('/api/GetOpties', optionsRequestSchema, () => demoOptionsResponse),
    post('/api/getBestellingVragen', orderQuestionsRequestSchema, () => demoOrderQuestions),
    post('/api/GetStandaardOpties', standardOptionsRequestSchema, () => demoStandardOptions),
    post('/api/GetLooptijdKilometrages', termsRequestSchema, () => demoTerms),
    post('/api/GetOpenCalculatie', openCalculationRequestSchema, () => demoOpenCalculationUrl),
    post(
      '/api/saveConfiguratie',
      saveConfigurationRequestSchema,
      () => demoSaveConfigurationResult,
    ),
    // Quotes: the calculation of `demoConfiguratorDetail` is quoted as `demoQuote`; any other
    // calculation is not the driver's, as the server answers another driver's.
    post('/api/SetOfferte', createQuoteRequestSchema, (body) =>
      body.nCalculatieID === demoQuote.Details.nCalculatieID
        ? demoCreateQuoteResult
        : errorResponse(
            404,
            `nCalculatieID: there is no calculation ${body.nCalculatieID}.`,
            'nCalculatieID',
          ),
    ),
    get(
      '/api/GetOfferte',
      quoteQuerySchema,
      (query) =>
        [demoQuote, demoExpiredQuote].find((quote) => quote.nOfferteID === query.nOfferteID) ??
        errorResponse(404, `nOfferteID: there is no quote ${query.nOfferteID}.`, 'nOfferteID'),
    ),
    get('/api/GetOffertes', noQuery, () => demoQuoteList),
    http.delete(`${base}/api/DeleteConfiguratie/:id`, ({ params }) =>
      /^[1-9]\d*$/.test(String(params.id))
        ? HttpResponse.json({ bSuccess: true })
        : errorResponse(400, 'id: expected a positive whole number', 'id'),
    ),

    // Cart and order. A save on a stale basket version answers 409, like the server.
    get('/api/GetMobilityBasket', noQuery, () => demoBasket),
    post('/api/SetMobilityBasket', basketWriteRequestSchema, (body) =>
      body.nVersie !== demoBasket.nVersie
        ? errorResponse(409, 'The basket was changed elsewhere; fetch it again.', 'nVersie')
        : { ...demoBasket, Items: body.Items, nVersie: body.nVersie + 1 },
    ),
    post('/api/FinalizeMobilityBasket', basketWriteRequestSchema, (body) =>
      body.nVersie !== demoBasket.nVersie
        ? errorResponse(409, 'The basket was changed elsewhere; fetch it again.', 'nVersie')
        : {
            ...demoBasket,
            Items: [],
            nVersie: body.nVersie + 1,
            nBestelIDs: [demoOrderResult.nBestelID],
          },
    ),
    get('/api/syncMobilityBasketPrices', noQuery, () => demoBasket),
    post('/api/SetBestelling', orderRequestSchema, (_body, request) =>
      request.headers.get('Idempotency-Key')
        ? demoOrderResult
        : errorResponse(400, 'Idempotency-Key: required', 'Idempotency-Key'),
    ),
    get(
      '/api/GetBestelling',
      orderQuerySchema,
      (query) =>
        [demoOrder, demoCardOrder].find((order) => order.nBestelID === query.nBestelID) ??
        errorResponse(404, 'Order not found.'),
    ),
    get('/api/GetBestellingen', noQuery, () => demoOrderList),
  ];
}

/** The handlers for a same-origin or any-origin API: use with `setupServer(...handlers)` or Storybook. */
export const handlers: HttpHandler[] = createHandlers();
