export { QuoteDocument, type QuoteDocumentProps } from './QuoteDocument.tsx';
export { quoteTotalCost, quoteVehicleName } from './quoteFacts.ts';
