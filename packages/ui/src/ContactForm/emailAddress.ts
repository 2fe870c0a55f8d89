/**
 * Whether a trimmed value looks like an e-mail address: something, an @, a domain with a dot, no
 * spaces. Deliberately loose: the server has the last word on what an address is; this only
 * catches typing slips before a form is sent.
 */
export function looksLikeEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
