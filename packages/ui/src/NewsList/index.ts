export { NewsList, type NewsListProps } from './NewsList.tsx';
