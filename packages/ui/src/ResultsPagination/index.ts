export { ResultsPagination, type ResultsPaginationProps } from './ResultsPagination.tsx';
export { resultsPages, DEFAULT_PAGE_SIZE, type ResultsPages } from './resultsPages.ts';
