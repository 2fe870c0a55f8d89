import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  configuratorDetailSchema,
  detailRequestSchema,
  INTERFACE_LANGUAGES,
  openCalculationRequestSchema,
  optionsRequestSchema,
  orderQuestionsRequestSchema,
  saveConfigurationRequestSchema,
  savedCarsQuerySchema,
  standardOptionsRequestSchema,
  termsRequestSchema,
  type EigenOptie,
  MAX_SAVED_CARS,
  type InterfaceLanguage,
  type Option,
  type OptionsResponse,
  type OrderQuestions,
  type SavedCar,
  type StandardOptions,
  type Terms,
} from '@lease/api/contract';
import { derivedKey } from '../auth/derivedKey.ts';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { findCalculationById, hasCalculation } from '../configuration/calculations.ts';
import {
  parentSchemeChoice,
  resolveOptions,
  type ForcedOption,
} from '../configuration/configure.ts';
import { calculationDocumentHtml } from '../configuration/calculationDocument.ts';
import {
  offeredPart,
  savedOptionNames,
  type SavedOptionNames,
} from '../configuration/savedConfiguration.ts';
import { priceRequest, type ConfigurationRequest } from '../configuration/priceRequest.ts';
import { recordPricedCalculation } from '../configuration/pricedCalculation.ts';
import { typeOptions, type TypeOption, type TypeOptions } from '../configuration/typeOptions.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { ownerOf } from '../db/owner.ts';
import { answerKey, jsonBytes, sendJsonBytes, type JsonBytes } from '../http/answerCache.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { RequestError } from '../http/RequestError.ts';
import { driverCalculation } from '../configuration/driverCalculation.ts';
import {
  parseJsonBody,
  readJsonBody,
  readJsonText,
  readQuery,
  validate,
} from '../http/validate.ts';
import { createRateLimit, type RateLimit, type RateLimitPolicy } from '../limits/rateLimit.ts';
import { roundCents } from '../lease/roundCents.ts';
import { quoteVehicle, today } from '../pricing/quoteVehicle.ts';
import { quoteVehicleOf, type IndexedType } from '../search/catalogIndex.ts';
import { findType } from '../search/findType.ts';
import { carTypeView } from '../search/searchCars.ts';

/** How long the link of `GetOpenCalculatie` works: long enough to open it, short if it leaks. */
const OVERVIEW_LINK_SECONDS = 15 * 60;

/** How many GetDetails answers are kept, over all callers. */
const DETAIL_CACHE_SIZE = 5_000;

function idList(value: string): number[] {
  return value === '' ? [] : value.split(',').map(Number);
}

/**
 * The monthly lease effect of one euro of option price, at the type's default term and mileage:
 * the lease price is linear in the capital, so one difference gives it for every option.
 */
function leasePerEuro(type: IndexedType): number {
  const vehicle = quoteVehicleOf(type);
  const choice = {
    factoryOptions: type.defaultOptionsPrice,
    accessories: 0,
    ...type.defaultTerm,
    monthlyExtras: 0,
  };
  const base = quoteVehicle(vehicle, choice).leasePrice;
  const more = quoteVehicle(vehicle, { ...choice, accessories: 1000 }).leasePrice;
  return (more - base) / 1000;
}

function optionView(
  option: TypeOption,
  language: InterfaceLanguage,
  perEuro: number,
  state: { checked: boolean; forced?: ForcedOption | undefined },
): Option {
  return {
    nOptieIDHist: option.id,
    nOptieID: null,
    cOmschrijving: option.name[language],
    cCluster: option.cluster,
    bStandaard: option.isDefault,
    bChecked: state.checked,
    bLak: option.isPaint,
    nPrijs: option.price,
    nLeaseprijs: roundCents(option.price * perEuro),
    cToelichting: state.forced ? state.forced.popup[language] : null,
    cKleurcode: option.colourHex,
  };
}

function orderQuestionViews(options: TypeOptions, language: InterfaceLanguage): EigenOptie[] {
  return options.questions.map((q) => ({
    nEigenOptieID: q.id,
    cOmschrijving: q.question[language],
    nPrijs: null,
    bIsBestellingVraag: true,
    bVerplicht: q.required,
    cAntwoord: null,
    cType: q.answerType,
  }));
}

/** The use of the token secret that signs calculation links (`derivedKey`). */
export const CALCULATION_LINK_KEY_USE = 'calculation-link';

function overviewSignature(key: Buffer, id: number, expires: number): string {
  return createHmac('sha256', key).update(`calculatie:${id}:${expires}`).digest('base64url');
}

/**
 * New configurations one driver may price in a day (each is a stored calculation): far more than
 * anyone clicking through options makes, so only a script meets it.
 */
export const NEW_CALCULATIONS_PER_DAY: RateLimitPolicy = { points: 1000, durationSeconds: 86_400 };

/** A positive id in the path (`/DeleteConfiguratie/12`), named `id` when it is not one. */
const pathIdSchema = z.object({ id: z.coerce.number().int().positive() });

const overviewQuerySchema = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(100),
  // The page's language, outside the signature: it changes the words, not what is shown.
  taal: z.enum(INTERFACE_LANGUAGES).optional(),
});

/**
 * The detail and figures of a priced request, recorded as a calculation of the caller. A new
 * configuration counts against the driver's daily share (429 past it); a repeat does not.
 */
async function detailOf(
  db: DatabaseSync,
  context: DriverContext,
  request: ConfigurationRequest,
  newCalculations: RateLimit,
) {
  const priced = priceRequest(db, context, request);
  const owner = ownerOf(context);
  if (!hasCalculation(db, { clientCode: context.clientCode, owner, request })) {
    await newCalculations.take(`${context.clientCode}\n${owner}`, {
      message: 'You have priced the most new configurations allowed in a day. Please try tomorrow.',
    });
  }
  return recordPricedCalculation(db, context, request, { priced });
}

/**
 * The configurator's calls: prices (`GetDetails`), options (`GetOpties`, `GetStandaardOpties`),
 * order questions, terms and mileages, saved configurations and the calculation overview.
 * Everything is priced with `src/lease` for the caller's category and tax bracket.
 */
export function configurationRoutes(deps: {
  db: DatabaseSync;
  tokenSecret: string;
  checkAnswers?: boolean | undefined;
  newCalculationsPerDay?: RateLimitPolicy | undefined;
}) {
  const { db } = deps;
  const session = requireSession(deps.tokenSecret);
  const linkKey = derivedKey(deps.tokenSecret, CALCULATION_LINK_KEY_USE);
  // GetDetails answers (JSON, 1–3 kB each) by context, day and request: a few MB at most.
  const detailAnswers = new LRUCache<string, JsonBytes>({ max: DETAIL_CACHE_SIZE });
  const newCalculations = createRateLimit(deps.newCalculationsPerDay ?? NEW_CALCULATIONS_PER_DAY);

  const savedCarView = (
    context: DriverContext,
    row: Record<string, unknown>,
    language: InterfaceLanguage,
  ): SavedCar | null => {
    const saved = JSON.parse(String(row.request)) as ConfigurationRequest;
    const names =
      typeof row.option_names === 'string'
        ? (JSON.parse(row.option_names) as SavedOptionNames)
        : {};
    let priced;
    let offered;
    try {
      // Options the catalogue dropped since are left out (and named), so the rest reopens.
      offered = offeredPart(
        saved,
        typeOptions(db, findType(db, saved.nTypeIDHist).id),
        names,
        language,
      );
      const request = offered.request;
      priced = priceRequest(db, context, {
        ...request,
        // Priced with today's settings; a category no longer offered falls back to the driver's.
        nCategorieID: context.categories.some((c) => c.nCategorieID === request.nCategorieID)
          ? request.nCategorieID
          : null,
        nBelastingPercentage: context.taxPercentage,
        bAlleenZakelijk: context.businessOnly,
      });
    } catch {
      return null;
    }
    const { type, configuration } = priced;
    const { request, missing } = offered;
    return {
      ID: Number(row.id),
      dOpgeslagen: String(row.saved_at),
      nCalculatieID: row.calculation_id === null ? null : Number(row.calculation_id),
      nLooptijd: request.nLooptijd,
      nKilometrage: request.nKilometrage,
      Auto: {
        ...carTypeView(type, configuration.quote, configuration.cost),
        cMerk: type.brandName,
        cModel: type.modelName,
      },
      Opties: [...request.Opties],
      EigenOpties: [...(request.EigenOpties ?? [])],
      MantelOpties: [...(request.MantelOpties ?? [])],
      PMOpties: request.PMOpties ? [...request.PMOpties] : null,
      nPricingManagerId: request.nPricingManagerId ?? null,
      OntbrekendeOpties: missing,
    };
  };

  return new Hono<SessionEnv>()
    .post('/GetDetails', session, async (c) => {
      const text = await readJsonText(c);
      const context = driverContextOf(c, db);
      // The answer depends on the caller's context, the request and the day it is priced on
      // (the bijtelling rule). A configurator sends the same configuration again and again as a
      // driver clicks back and forth, and its calculation row is already there.
      const key = answerKey(context, today(), text);
      let answer = key === undefined ? undefined : detailAnswers.get(key);
      if (answer === undefined) {
        const body = parseJsonBody(text, detailRequestSchema);
        // Contract: an optional `cTaal` words the texts (the reason) in it; else the driver's language.
        const worded = body.cTaal ? { ...context, language: body.cTaal } : context;
        const { detail } = await detailOf(db, worded, body, newCalculations);
        // The exact object sent is what is checked: the check never changes the answer.
        if (deps.checkAnswers) configuratorDetailSchema.parse(detail);
        answer = jsonBytes(detail);
        if (key !== undefined) detailAnswers.set(key, answer);
      }
      return sendJsonBytes(c, answer);
    })
    .all('/GetDetails', methodNotAllowed(['POST']))

    .post('/GetOpties', session, async (c) => {
      const body = await readJsonBody(c, optionsRequestSchema);
      const context = driverContextOf(c, db);
      const type = findType(db, body.nTypeIDHist);
      const options = typeOptions(db, type.id);
      const language = body.cTaal;
      const { chosen, forced } = resolveOptions(
        options,
        idList(body.cGekozenOpties),
        'cGekozenOpties',
      );
      const perEuro = leasePerEuro(type);
      const chosenIds = new Set(chosen.map((o) => o.id));
      const forcedOf = (o: TypeOption) => forced.find((f) => f.option.id === o.id);
      const view = (o: TypeOption) =>
        optionView(o, language, perEuro, { checked: chosenIds.has(o.id), forced: forcedOf(o) });
      const paint = chosen.find((o) => o.isPaint);
      const upholstery = chosen.find((o) => o.cluster === 'bekleding');
      const lastForced = forced.at(-1);
      const parentScheme =
        context.schemeNr !== null && !body.bSkipFetchFrameworkOptionsComponents
          ? parentSchemeChoice(options, body.MantelOpties)
          : [];
      const answer: OptionsResponse = {
        Opties: options.groups.map((group) => ({
          cGroep: group.name[language],
          nGroepID: group.id,
          Opties: group.options.map(view),
        })),
        cGekozenLak: paint ? paint.name[language] : null,
        cGekozenStoelbekleding: upholstery ? upholstery.name[language] : null,
        gekozenOptiesNieuw: chosen.map(view),
        Popup: lastForced
          ? { cTitel: lastForced.by.name[language], cTekst: lastForced.popup[language] }
          : null,
        MantelOpties: parentScheme.map((component) => ({
          nComponentNr: component.componentNr,
          nVolgNummer: component.sequence,
          cOmschrijving: component.name[language],
          bUitzetbaar: component.removable,
          bChecked: component.checked,
          nPrijs: component.monthlyPrice,
        })),
        // The standard equipment, for information: it is on every car of the type.
        AlleenTonenOpties: options.standardEquipment.map((name, index) => ({
          nOptieID: type.id * 1000 + index + 1,
          nOptieIDHist: null,
          cOmschrijving: name[language],
          cCluster: null,
          bStandaard: true,
          bChecked: true,
          bLak: false,
          nPrijs: 0,
          nLeaseprijs: 0,
          cToelichting: null,
          cKleurcode: null,
        })),
        PMOpties: options.pricingManager.map((p) => ({
          nPMOptieID: p.id,
          cOmschrijving: p.name[language],
          nPrijs: p.price,
          bChecked: p.checked,
        })),
        EigenOpties: orderQuestionViews(options, language),
        WLTP: chosen.some((o) => o.changesWltp),
        CanMakeOwnOptionSelection: true,
        DisableOwnFreeInputOptions: false,
      };
      return c.json(answer);
    })
    .all('/GetOpties', methodNotAllowed(['POST']))

    .post('/getBestellingVragen', session, async (c) => {
      const body = await readJsonBody(c, orderQuestionsRequestSchema);
      const context = driverContextOf(c, db);
      const type = findType(db, body.nTypeIDHist);
      const answer: OrderQuestions = orderQuestionViews(
        typeOptions(db, type.id),
        body.cTaal ?? context.language,
      );
      return c.json(answer);
    })
    .all('/getBestellingVragen', methodNotAllowed(['POST']))

    .post('/GetStandaardOpties', session, async (c) => {
      const body = await readJsonBody(c, standardOptionsRequestSchema);
      const type = findType(db, body.nTypeIDHist);
      const options = typeOptions(db, type.id);
      const perEuro = leasePerEuro(type);
      const answer: StandardOptions = {
        AutoDiskStandaardOpties: options.standardEquipment.map((name) => ({
          cOmschrijving: name[body.cTaal],
          cCategorie: null,
        })),
        Opties: options.groups
          .flatMap((g) => g.options)
          .filter((o) => o.isDefault)
          .map((o) => optionView(o, body.cTaal, perEuro, { checked: true })),
      };
      return c.json(answer);
    })
    .all('/GetStandaardOpties', methodNotAllowed(['POST']))

    .post('/GetLooptijdKilometrages', session, async (c) => {
      const body = await readJsonBody(c, termsRequestSchema);
      let typeId = body.ID;
      if (body.cSoort === 'PM') {
        // A pricing-manager request names the pricing-manager option; its type has the terms.
        const row = db
          .prepare('SELECT type_id FROM pricing_manager_options WHERE id = ?')
          .get(body.ID);
        if (!row) {
          throw new RequestError(`ID: there is no pricing-manager calculation ${body.ID}.`, {
            status: 404,
            field: 'ID',
          });
        }
        typeId = Number(row.type_id);
      }
      const type = findType(db, typeId, 'ID');
      const { terms } = typeOptions(db, type.id);
      const fallback = terms.find((t) => t.isDefault) ?? terms[0];
      const answer: Terms = {
        Looptijden: [...new Set(terms.map((t) => t.termMonths))],
        Kilometrages: [...new Set(terms.map((t) => t.kmPerYear))].sort((a, b) => a - b),
        nStandaardLooptijd: fallback?.termMonths ?? null,
        nStandaardKilometrage: fallback?.kmPerYear ?? null,
      };
      return c.json(answer);
    })
    .all('/GetLooptijdKilometrages', methodNotAllowed(['POST']))

    .post('/GetOpenCalculatie', session, async (c) => {
      const body = await readJsonBody(c, openCalculationRequestSchema);
      const context = driverContextOf(c, db);
      const calculation = driverCalculation(db, context, body.nCalculatieID);
      const expires = Math.floor(Date.now() / 1000) + OVERVIEW_LINK_SECONDS;
      const sig = overviewSignature(linkKey, calculation.id, expires);
      // Same origin, signed and short-lived: the browser opens it without the session token.
      const language = body.cTaal ? `&taal=${body.cTaal}` : '';
      return c.json(`/api/Calculatie/${calculation.id}?exp=${expires}&sig=${sig}${language}`);
    })
    .all('/GetOpenCalculatie', methodNotAllowed(['POST']))

    .get('/Calculatie/:id', (c) => {
      const { id } = validate(pathIdSchema, { id: c.req.param('id') });
      const { exp, sig, taal } = readQuery(c, overviewQuerySchema);
      const expected = Buffer.from(overviewSignature(linkKey, id, exp));
      const given = Buffer.from(sig);
      const valid =
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        exp >= Math.floor(Date.now() / 1000);
      const calculation = valid ? findCalculationById(db, id) : undefined;
      if (!calculation) {
        throw new RequestError('This calculation link is invalid or has expired.', { status: 404 });
      }
      const type = findType(db, calculation.typeId);
      const detail = configuratorDetailSchema.parse(calculation.detail);
      const html = calculationDocumentHtml(
        {
          id,
          vehicle: `${type.brandName} ${type.modelName} ${type.name}`,
          termMonths: detail.nLooptijd ?? null,
          kilometresPerYear: detail.nKilometrage ?? null,
          leasePrice: detail.nLeaseprijs,
          options: detail.nOptiebedrag,
          accessories: detail.nAccessoirebedrag,
          ownContribution: detail.nEigenbijdrage,
          netCost: detail.nNettoKosten,
          taxValue: detail.UitlegPersoonlijkeKosten?.nFiscaleWaarde ?? 0,
          createdAt: calculation.createdAt,
        },
        taal ?? 'nl',
      );
      return c.html(html);
    })

    .post('/saveConfiguratie', session, async (c) => {
      const body = await readJsonBody(c, saveConfigurationRequestSchema);
      const context = driverContextOf(c, db);
      const { detail, type, configuration } = await detailOf(db, context, body, newCalculations);
      const saved = db
        .prepare(
          'SELECT count(*) AS n FROM saved_configurations WHERE client_code = ? AND owner = ?',
        )
        .get(context.clientCode, ownerOf(context));
      if (Number(saved?.n ?? 0) >= MAX_SAVED_CARS) {
        throw new RequestError(
          `You have saved ${MAX_SAVED_CARS} cars, the most you can keep. Delete one to save another.`,
          { status: 409 },
        );
      }
      const row = db
        .prepare(
          `INSERT INTO saved_configurations (client_code, owner, type_id, calculation_id, request,
             saved_at, option_names)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          context.clientCode,
          ownerOf(context),
          type.id,
          detail.nCalculatieID,
          JSON.stringify(body),
          new Date().toISOString(),
          JSON.stringify(savedOptionNames(configuration.resolved.chosen)),
        );
      return c.json({ ID: Number(row?.id) });
    })
    .all('/saveConfiguratie', methodNotAllowed(['POST']))

    .delete('/DeleteConfiguratie/:id', session, (c) => {
      const { id } = validate(pathIdSchema, { id: c.req.param('id') });
      const context = driverContextOf(c, db);
      const result = db
        .prepare('DELETE FROM saved_configurations WHERE id = ? AND client_code = ? AND owner = ?')
        .run(id, context.clientCode, ownerOf(context));
      if (Number(result.changes) === 0) {
        throw new RequestError(`There is no saved configuration ${id}.`, {
          status: 404,
          field: 'id',
        });
      }
      return c.json({ bSuccess: true });
    })
    .all('/DeleteConfiguratie/:id', methodNotAllowed(['DELETE']))

    .get('/GetOpgeslagenAutos', session, (c) => {
      const { nOpgeslagenAutoID, taalcode } = readQuery(c, savedCarsQuerySchema);
      const context = driverContextOf(c, db);
      const rows = db
        .prepare(
          `SELECT id, calculation_id, request, saved_at, option_names FROM saved_configurations
           WHERE client_code = ? AND owner = ? AND (? IS NULL OR id = ?)
           ORDER BY saved_at DESC, id DESC LIMIT ?`,
        )
        .all(
          context.clientCode,
          ownerOf(context),
          nOpgeslagenAutoID ?? null,
          nOpgeslagenAutoID ?? null,
          // Every car is repriced: the list stays as short as the cap on saving keeps it, even
          // for rows from before the cap.
          MAX_SAVED_CARS,
        );
      if (nOpgeslagenAutoID !== undefined && rows.length === 0) {
        throw new RequestError(`There is no saved car ${nOpgeslagenAutoID}.`, {
          status: 404,
          field: 'nOpgeslagenAutoID',
        });
      }
      const cars = rows
        .map((row) => savedCarView(context, row, taalcode ?? context.language))
        .filter((car): car is SavedCar => car !== null);
      return c.json(cars);
    })
    .all('/GetOpgeslagenAutos', methodNotAllowed(['GET']));
}
