import { encodePng } from './encodePng.ts';
import { fillColour, safePaint } from './renderVehicleSvg.ts';
import { VIEW_HEIGHT, VIEW_WIDTH, vehicleShapes, type Shape } from './vehicleShapes.ts';

/** Samples per pixel along each axis: 3 × 3 smooths the edges without a real renderer. */
const SUPERSAMPLE = 3;

function parseHex(colour: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
}

function insidePolygon(points: readonly (readonly [number, number])[], x: number, y: number) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as readonly [number, number];
    const [xj, yj] = points[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function covers(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'ellipse') {
    const dx = (x - shape.cx) / shape.rx;
    const dy = (y - shape.cy) / shape.ry;
    return dx * dx + dy * dy <= 1;
  }
  return insidePolygon(shape.points, x, y);
}

function bounds(shape: Shape): [number, number, number, number] {
  if (shape.kind === 'ellipse') {
    return [shape.cx - shape.rx, shape.cy - shape.ry, shape.cx + shape.rx, shape.cy + shape.ry];
  }
  const xs = shape.points.map((p) => p[0]);
  const ys = shape.points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The silhouette as an RGBA raster of `scale` pixels per view unit, transparent around the
 * vehicle: each shape is painted over the earlier ones with its coverage as alpha.
 */
export function rasterizeVehicle(
  body: string | null,
  colour: string | null | undefined,
  scale = 2,
) {
  const width = VIEW_WIDTH * scale;
  const height = VIEW_HEIGHT * scale;
  const rgba = new Uint8Array(width * height * 4);
  const paint = safePaint(colour);
  const step = 1 / (SUPERSAMPLE * scale);
  const samples = SUPERSAMPLE * SUPERSAMPLE;

  for (const shape of vehicleShapes(body)) {
    const [r, g, b] = parseHex(fillColour(shape.fill, paint));
    const [x0, y0, x1, y1] = bounds(shape);
    const px0 = Math.max(0, Math.floor(x0 * scale));
    const py0 = Math.max(0, Math.floor(y0 * scale));
    const px1 = Math.min(width - 1, Math.ceil(x1 * scale));
    const py1 = Math.min(height - 1, Math.ceil(y1 * scale));
    for (let py = py0; py <= py1; py++) {
      for (let px = px0; px <= px1; px++) {
        let hits = 0;
        for (let sy = 0; sy < SUPERSAMPLE; sy++) {
          for (let sx = 0; sx < SUPERSAMPLE; sx++) {
            const x = px / scale + (sx + 0.5) * step;
            const y = py / scale + (sy + 0.5) * step;
            if (covers(shape, x, y)) hits++;
          }
        }
        if (hits === 0) continue;
        // "Over" compositing of the shape's colour at coverage `alpha` onto what is there.
        const alpha = hits / samples;
        const i = (py * width + px) * 4;
        const below = (rgba[i + 3] ?? 0) / 255;
        const out = alpha + below * (1 - alpha);
        const mix = (top: number, under: number) =>
          Math.round((top * alpha + under * below * (1 - alpha)) / out);
        rgba[i] = mix(r, rgba[i] ?? 0);
        rgba[i + 1] = mix(g, rgba[i + 1] ?? 0);
        rgba[i + 2] = mix(b, rgba[i + 2] ?? 0);
        rgba[i + 3] = Math.round(out * 255);
      }
    }
  }
  return { width, height, rgba };
}

const pngCache = new Map<string, Buffer>();
const PNG_CACHE_LIMIT = 256;

/** The silhouette as a PNG file; cached per body type and colour (a handful of each). */
export function vehiclePng(body: string | null, colour: string | null | undefined): Buffer {
  const key = `${body ?? 'bike'}|${safePaint(colour)}`;
  const cached = pngCache.get(key);
  if (cached) return cached;
  const { width, height, rgba } = rasterizeVehicle(body, colour);
  const png = encodePng(width, height, rgba);
  if (pngCache.size >= PNG_CACHE_LIMIT) {
    const oldest = pngCache.keys().next().value;
    if (oldest !== undefined) pngCache.delete(oldest);
  }
  pngCache.set(key, png);
  return png;
}
