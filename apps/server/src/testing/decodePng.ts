import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from '../images/encodePng.ts';

/**
 * Reads back what `encodePng` writes (8-bit RGBA, filter 0 on every row): enough for tests to
 * check sizes and pixel colours without an image library.
 */
export function decodePng(png: Buffer): {
  width: number;
  height: number;
  pixel(x: number, y: number): string;
} {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4 + 1;
  return {
    width,
    height,
    pixel(x, y) {
      const i = y * stride + 1 + x * 4;
      const hex = [0, 1, 2].map((k) => (raw[i + k] ?? 0).toString(16).padStart(2, '0')).join('');
      return `#${hex}/${raw[i + 3] ?? 0}`;
    },
  };
}
