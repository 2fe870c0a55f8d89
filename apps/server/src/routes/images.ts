import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  colourImageRequestSchema,
  imageQuerySchema,
  isDutchEnvironment,
  type Image,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { findClientStyling } from '../db/clients.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { requestHeader } from '../http/nodeMessage.ts';
import { RequestError } from '../http/RequestError.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';
import { vehiclePng } from '../images/rasterizeVehicle.ts';
import { renderVehicleSvg } from '../images/renderVehicleSvg.ts';
import { findType } from '../search/findType.ts';

/**
 * Vehicle images, rendered by the server (no photos can be fetched, decisions.md §2): a side-view
 * silhouette per body type in the type's default paint colour.
 *
 * `GET /api/GetAfbeelding` answers the SVG itself to an `<img>` (the search results'
 * `cAfbeeldingURL`; browsers accept `image/svg+xml` or `image/*`), and the contract's
 * `{ aFoto, cMimeType }` (a PNG) to everyone else, the gateway included. Catalog images are the same for every client, so no session is needed.
 * `POST /api/GetKleurAfbeeldingobvOptie` rasterises the car in a paint option's colour.
 */
export function imageRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .get('/GetAfbeelding', (c) => {
      const query = readQuery(c, imageQuerySchema);
      const type = findType(db, query.nTypeIDHist);
      // Accept-Encoding too: a route's own Vary replaces the one `compressAnswers` sets.
      c.header('Vary', 'Accept, Accept-Encoding');
      const accept = requestHeader(c, 'accept') ?? '';
      // An <img> asks for images; the gateway (and curl) get the contract's JSON.
      if (!/image\/(svg\+xml|\*)/i.test(accept) || /application\/json/i.test(accept)) {
        const image: Image = {
          aFoto: vehiclePng(type.body, type.defaultPaint).toString('base64'),
          cMimeType: 'image/png',
        };
        return c.json(image);
      }
      const svg = renderVehicleSvg({
        body: type.kind === 'bike' ? null : type.body,
        colour: type.defaultPaint,
        title: `${type.brandName} ${type.modelName}`,
      });
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(svg);
    })
    .all('/GetAfbeelding', methodNotAllowed(['GET']))

    .post('/GetKleurAfbeeldingobvOptie', requireSession(deps.tokenSecret), async (c) => {
      const body = await readJsonBody(c, colourImageRequestSchema);
      const context = driverContextOf(c, db);
      if (!isDutchEnvironment(findClientStyling(db, context.clientCode))) {
        throw new RequestError('Colour images are offered in the Dutch environment only.', {
          status: 404,
        });
      }
      const type = findType(db, body.nTypeIDHist);
      const paint = db
        .prepare('SELECT colour_hex FROM options WHERE id = ? AND type_id = ? AND is_paint = 1')
        .get(body.nOptieIDHist, type.id);
      if (!paint) {
        throw new RequestError(`nOptieIDHist: ${body.nOptieIDHist} is not a paint of this car.`, {
          status: 404,
          field: 'nOptieIDHist',
        });
      }
      const image: Image = {
        aFoto: vehiclePng(type.body, String(paint.colour_hex)).toString('base64'),
        cMimeType: 'image/png',
      };
      return c.json(image);
    })
    .all('/GetKleurAfbeeldingobvOptie', methodNotAllowed(['POST']));
}
