import {
  FILL_COLOURS,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  vehicleShapes,
  type ShapeFill,
} from './vehicleShapes.ts';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The paint colour used when a type has none or the stored one is not `#rrggbb`. */
export const FALLBACK_PAINT = '#8a939b';

/** `colour` when it is a `#rrggbb` colour, else the fallback: never text from elsewhere in the SVG. */
export function safePaint(colour: string | null | undefined): string {
  return colour && HEX_COLOUR.test(colour) ? colour.toLowerCase() : FALLBACK_PAINT;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function fillColour(fill: ShapeFill, paint: string): string {
  return fill === 'paint' ? paint : FILL_COLOURS[fill];
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A side-view silhouette of the vehicle as a standalone SVG document: flat shapes only, no
 * script, no external reference, no event attribute. `title` (the make and model) is escaped.
 */
export function renderVehicleSvg(input: {
  body: string | null;
  colour: string | null | undefined;
  title: string;
}): string {
  const paint = safePaint(input.colour);
  const parts = vehicleShapes(input.body).map((shape) => {
    const fill = fillColour(shape.fill, paint);
    if (shape.kind === 'polygon') {
      const points = shape.points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
      return `<polygon points="${points}" fill="${fill}"/>`;
    }
    return `<ellipse cx="${round(shape.cx)}" cy="${round(shape.cy)}" rx="${round(shape.rx)}" ry="${round(shape.ry)}" fill="${fill}"/>`;
  });
  const title = escapeXml(input.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW_WIDTH * 2}" height="${VIEW_HEIGHT * 2}" ` +
    `viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${parts.join('')}</svg>`
  );
}
