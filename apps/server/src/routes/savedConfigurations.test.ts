import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carSearchResultSchema,
  configuratorDetailSchema,
  DEFAULT_CAR_FILTER,
  optionsResponseSchema,
  saveConfigurationResultSchema,
  savedCarsSchema,
  serializeCarFilter,
  settingsSchema,
  termsSchema,
  type DetailRequest,
  type EigenOptie,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

let server: TestServer;
let jan: string;
/** A configuration of Jan's cheapest car with every kind of choice in it. */
let configuration: DetailRequest;

const ROOF_RACK: EigenOptie = {
  nEigenOptieID: null,
  cOmschrijving: 'Dakdragers',
  nPrijs: 249,
  bIsBestellingVraag: false,
  bVerplicht: false,
  cAntwoord: null,
  cType: 'bedrag',
};

beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
  const search = await callApi(server.url, '/api/GetAutos', {
    token: jan,
    body: serializeCarFilter({ ...DEFAULT_CAR_FILTER, cStructuur: 'type', nAantalPerPagina: 1 }),
  });
  const typeId = carSearchResultSchema.parse(search.body).Modellen[0]?.Types[0]?.nTypeIDHist ?? 0;
  const settings = settingsSchema.parse(
    (await callApi(server.url, '/api/GetSettings', { token: jan })).body,
  );
  const terms = termsSchema.parse(
    (
      await callApi(server.url, '/api/GetLooptijdKilometrages', {
        token: jan,
        body: { cSoort: 'OMR', ID: typeId },
      })
    ).body,
  );
  const optionsFor = async (chosen: number[]) =>
    optionsResponseSchema.parse(
      (
        await callApi(server.url, '/api/GetOpties', {
          token: jan,
          body: {
            nTypeIDHist: typeId,
            cGekozenOpties: chosen.join(','),
            cTaal: 'nl',
            nCategorieID: settings.Categorien[0]?.nCategorieID ?? 0,
            MantelOpties: [],
            bClusterPakket: true,
            bSkipFetchFrameworkOptionsComponents: false,
          },
        })
      ).body,
    );
  const offered = await optionsFor([]);
  // One option the driver picked beyond the defaults: the most expensive one without a cluster.
  const extra = offered.Opties.flatMap((group) => group.Opties)
    .filter((option) => !option.bChecked && !option.cCluster)
    .sort((a, b) => (b.nPrijs ?? 0) - (a.nPrijs ?? 0))[0];
  const chosen = await optionsFor([
    ...offered.gekozenOptiesNieuw.map((option) => option.nOptieIDHist ?? 0),
    extra?.nOptieIDHist ?? 0,
  ]);
  const removable = offered.MantelOpties.find((component) => component.bUitzetbaar);
  if (!extra || !removable) throw new Error('the demo car has no extra option or scheme choice');
  configuration = {
    nTypeIDHist: typeId,
    nCategorieID: settings.Categorien[0]?.nCategorieID ?? 0,
    nBelastingPercentage: 37.56,
    bAlleenZakelijk: false,
    nLooptijd: terms.Looptijden.at(-1) ?? 60,
    nKilometrage: terms.Kilometrages.at(-1) ?? 30000,
    Opties: chosen.gekozenOptiesNieuw.map((option) => option.nOptieIDHist ?? 0),
    EigenOpties: [ROOF_RACK],
    MantelOpties: offered.MantelOpties.map((component) => ({
      nComponentNr: component.nComponentNr,
      bChecked: component.nComponentNr !== removable.nComponentNr,
    })),
  };
});
afterAll(() => server.close());

async function save(body: DetailRequest): Promise<number> {
  const saved = await callApi(server.url, '/api/saveConfiguratie', {
    token: jan,
    body: { ...body, nCalculatieID: null },
  });
  expect(saved.status).toBe(200);
  return saveConfigurationResultSchema.parse(saved.body).ID;
}

async function savedCar(id: number, query = '') {
  const { status, body } = await callApi(
    server.url,
    `/api/GetOpgeslagenAutos?nOpgeslagenAutoID=${id}${query}`,
    { token: jan },
  );
  expect(status).toBe(200);
  const [car] = savedCarsSchema.parse(body);
  if (!car) throw new Error(`saved car ${id} not listed`);
  return car;
}

async function leasePrice(body: DetailRequest): Promise<number> {
  const { body: detail } = await callApi(server.url, '/api/GetDetails', { token: jan, body });
  return configuratorDetailSchema.parse(detail).nLeaseprijs;
}

describe('a saved configuration comes back whole', () => {
  it('answers the options, own options and parent-scheme choices as saved, priced with them', async () => {
    const id = await save(configuration);
    const car = await savedCar(id);
    expect(car).toMatchObject({
      nLooptijd: configuration.nLooptijd,
      nKilometrage: configuration.nKilometrage,
      Opties: configuration.Opties,
      EigenOpties: [ROOF_RACK],
      MantelOpties: configuration.MantelOpties,
      OntbrekendeOpties: [],
    });
    expect(car.Auto.nLeaseprijs).toBe(await leasePrice(configuration));
  });

  it('leaves out and names a saved option the catalogue no longer has, and still lists the car', async () => {
    const id = await save(configuration);
    // The catalogue has dropped an option since (ids only grow: this one was never reused).
    const gone = 987_654_321;
    const row = server.db
      .prepare('SELECT request, option_names FROM saved_configurations WHERE id = ?')
      .get(id);
    const request = JSON.parse(String(row?.request)) as DetailRequest;
    const names = JSON.parse(String(row?.option_names)) as Record<string, unknown>;
    server.db
      .prepare('UPDATE saved_configurations SET request = ?, option_names = ? WHERE id = ?')
      .run(
        JSON.stringify({ ...request, Opties: [...request.Opties, gone] }),
        JSON.stringify({
          ...names,
          [gone]: {
            nl: 'Panoramadak',
            en: 'Panoramic roof',
            fr: 'Toit panoramique',
            de: 'Panoramadach',
          },
        }),
        id,
      );

    const car = await savedCar(id);
    expect(car.Opties).toEqual(configuration.Opties);
    expect(car.OntbrekendeOpties).toEqual([{ nOptieIDHist: gone, cOmschrijving: 'Panoramadak' }]);
    expect(car.Auto.nLeaseprijs).toBe(await leasePrice(configuration));
    // In the page's language when it asks for one.
    expect((await savedCar(id, '&taalcode=de')).OntbrekendeOpties[0]?.cOmschrijving).toBe(
      'Panoramadach',
    );
    const all = savedCarsSchema.parse(
      (await callApi(server.url, '/api/GetOpgeslagenAutos', { token: jan })).body,
    );
    expect(all.map((saved) => saved.ID)).toContain(id);
  });

  it('names a missing option of a configuration saved before names were kept by its id only', async () => {
    const id = await save(configuration);
    const row = server.db.prepare('SELECT request FROM saved_configurations WHERE id = ?').get(id);
    const request = JSON.parse(String(row?.request)) as DetailRequest;
    server.db
      .prepare('UPDATE saved_configurations SET request = ?, option_names = NULL WHERE id = ?')
      .run(JSON.stringify({ ...request, Opties: [...request.Opties, 987_654_322] }), id);
    expect((await savedCar(id)).OntbrekendeOpties).toEqual([
      { nOptieIDHist: 987_654_322, cOmschrijving: null },
    ]);
  });

  it('refuses a taalcode it does not speak, naming it', async () => {
    const { status, body } = await callApi(server.url, '/api/GetOpgeslagenAutos?taalcode=xx', {
      token: jan,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ cVeld: 'taalcode' });
  });
});
