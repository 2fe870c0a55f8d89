/**
 * What documents made outside React need of the design system (the portal server's quote PDF):
 * the texts in every language, the portal's price format and the quote's derived figures. No
 * React, no MUI: the server imports this as it is.
 */
export { uiMessages, type AnyUiMessageId } from './i18n/uiMessages.ts';
export { netCostParts } from './ExplanationPanel/netCostParts.ts';
export { formatPrice } from './Price/formatPrice.ts';
export { quoteTotalCost, quoteVehicleName } from './QuoteDocument/quoteFacts.ts';
