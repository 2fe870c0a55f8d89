/** A part of the order form a server refusal can point at. */
export type OrderFormField =
  | 'dealer'
  | 'cKleur'
  | 'cBekleding'
  | 'questions'
  | 'remarks'
  | 'licence'
  | 'attachment'
  | 'agreements';

/**
 * The `SetBestelling` request fields (orderRequestSchema) that the driver fills in on the form.
 * The rest (type, term, prices, Idempotency-Key…) come from the configuration or the portal, so
 * the driver cannot correct them here.
 */
const FIELD_OF_REQUEST_FIELD = new Map<string, OrderFormField>([
  ['nDealerID', 'dealer'],
  ['cDealerContactpersoon', 'dealer'],
  ['cKleur', 'cKleur'],
  ['cBekleding', 'cBekleding'],
  ['EigenOpties', 'questions'],
  ['cOpmerking', 'remarks'],
  ['cRijbewijsnummer', 'licence'],
  ['cBijlage', 'attachment'],
  ['aBijlage', 'attachment'],
  ['Akkoorden', 'agreements'],
]);

/**
 * The form field a refusal's `cVeld` names, or `null` when it names none the driver can correct.
 * The server names nested fields by dotted path (`Akkoorden.1.bAkkoord`): the first segment is
 * the form field.
 */
export function refusedField(cVeld: string | null | undefined): OrderFormField | null {
  const head = cVeld?.trim().split(/[.[]/, 1)[0] ?? '';
  return FIELD_OF_REQUEST_FIELD.get(head) ?? null;
}

/**
 * The place of the order question a refusal's `cVeld` names (`EigenOpties.2.cAntwoord`,
 * `EigenOpties[2]`), or `null` when it names none or the questions as a whole. The place is in
 * the request's `EigenOpties`, which starts with the form's `questions` in their order.
 */
export function refusedQuestion(cVeld: string | null | undefined): number | null {
  const match = /^EigenOpties(?:\.|\[)(\d+)(?:$|[.\]])/.exec(cVeld?.trim() ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}
