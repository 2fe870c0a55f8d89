import { describe, expect, it } from 'vitest';
import { decodePng } from '../testing/decodePng.ts';
import { crc32, encodePng, PNG_SIGNATURE } from './encodePng.ts';
import { rasterizeVehicle, vehiclePng } from './rasterizeVehicle.ts';
import { renderVehicleSvg } from './renderVehicleSvg.ts';
import { DRAWN_BODY_TYPES } from './vehicleShapes.ts';

describe('crc32', () => {
  it.each([
    ['', 0],
    ['IEND', 0xae426082],
    ['123456789', 0xcbf43926],
  ])('of %j is %i', (text, crc) => {
    expect(crc32(Buffer.from(text, 'ascii'))).toBe(crc);
  });
});

describe('encodePng', () => {
  it('writes the signature, the size and the pixels', () => {
    const rgba = new Uint8Array([
      255, 0, 0, 255, 0, 0, 255, 128, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const png = encodePng(3, 2, rgba);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([3, 2]);
    expect(image.pixel(0, 0)).toBe('#ff0000/255');
    expect(image.pixel(1, 0)).toBe('#0000ff/128');
    expect(image.pixel(2, 1)).toBe('#090a0b/12');
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(4))).toThrow(RangeError);
  });
});

describe('vehicle images', () => {
  it.each([...DRAWN_BODY_TYPES, null])('draw %s in the paint colour', (body) => {
    const { width, height } = rasterizeVehicle(body, '#123456');
    expect([width, height]).toEqual([480, 240]);
    const svg = renderVehicleSvg({ body, colour: '#123456', title: 'Test' });
    expect(svg).toContain('fill="#123456"');
    expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
  });

  it('paints the body of a car in the colour it is given', () => {
    expect(decodePng(vehiclePng('suv', '#c0392b')).pixel(240, 160)).toBe('#c0392b/255');
    // Outside the car the image is transparent.
    expect(decodePng(vehiclePng('suv', '#c0392b')).pixel(2, 2)).toMatch(/\/0$/);
  });

  it('never writes a colour that is not #rrggbb, nor an unescaped title', () => {
    const svg = renderVehicleSvg({
      body: 'sedan',
      colour: 'red"/><script>alert(1)</script>',
      title: '<script>alert(1)</script>',
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('#8a939b');
  });
});
