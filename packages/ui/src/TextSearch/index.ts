export { TextSearch, TEXT_SEARCH_MAX_LENGTH, type TextSearchProps } from './TextSearch.tsx';
