/**
 * The `Idempotency-Key` of a basket item's order form: the same for every attempt to order that
 * item (a double click, a retry after a lost answer, a reload, a second tab, a resubmit after a
 * failed finalize), so the server answers a repeat with the first order instead of placing a
 * second. Derived from the item's id rather than kept in storage, so it survives a reload and is
 * shared by every tab with nothing to clean up. Hashed, because the key allows only letters,
 * digits, `-` and `_`, and the item's id is the server's to choose.
 */
export async function orderKeyOf(basketItemId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(basketItemId));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'));
  return `basket-item-${hex.join('')}`;
}
