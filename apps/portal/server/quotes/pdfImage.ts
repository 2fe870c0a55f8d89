import { Resvg } from '@resvg/resvg-js';

/** The image kinds a PDF takes as they are. */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

/** An SVG drawn at twice the width it is shown at in the PDF, so it stays sharp in print. */
const SVG_WIDTH_PX = 800;

/**
 * An image as the PDF can hold it: PNG and JPEG as they are, SVG drawn as a PNG; anything else
 * (or an SVG that cannot be drawn) is none, and the PDF goes without it.
 */
export function pdfImage(
  mimeType: string | null | undefined,
  bytes: Uint8Array,
): Uint8Array | null {
  const type = (mimeType ?? '').toLowerCase();
  if (EMBEDDABLE.has(type)) return bytes;
  if (type !== 'image/svg+xml') return null;
  try {
    const drawn = new Resvg(Buffer.from(bytes), {
      fitTo: { mode: 'width', value: SVG_WIDTH_PX },
      font: { loadSystemFonts: true },
    }).render();
    return new Uint8Array(drawn.asPng());
  } catch {
    return null;
  }
}

/**
 * The bytes and type of a `data:` URL (base64 or percent-encoded). The logo of a client's styling
 * is used in the PDF only when it is one: this server fetches no address a styling names.
 */
export function dataUrlImage(url: string | null | undefined): Uint8Array | null {
  const match = /^data:([\w.+/-]+)(;base64)?,(.*)$/is.exec(url ?? '');
  if (!match) return null;
  const [, type = '', base64, payload = ''] = match;
  try {
    const bytes = base64
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload), 'utf8');
    return pdfImage(type, new Uint8Array(bytes));
  } catch {
    return null;
  }
}
