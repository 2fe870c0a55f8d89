export { ReviewsList, type ReviewsListProps } from './ReviewsList.tsx';
