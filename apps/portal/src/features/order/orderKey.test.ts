import { describe, expect, it } from 'vitest';
import { orderKeyOf } from './orderKey.ts';

describe('orderKeyOf', () => {
  it('gives a basket item the same key every time, and another item another key', async () => {
    const id = 'b7c1e0f4-2d7a-4f4e-9a51-1c2d3e4f5a61';
    expect(await orderKeyOf(id)).toBe(await orderKeyOf(id));
    expect(await orderKeyOf(id)).not.toBe(await orderKeyOf('b7c1e0f4-2d7a-4f4e-9a51-1c2d3e4f5a62'));
  });

  it.each(['item-1', '42', 'a.b/c d', 'x'.repeat(100)])(
    'makes a key the server accepts from the id %s',
    async (id) => {
      // The server's Idempotency-Key rule: 8 to 128 letters, digits, - or _.
      expect(await orderKeyOf(id)).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    },
  );
});
