export { QuoteList, type QuoteListProps } from './QuoteList.tsx';
