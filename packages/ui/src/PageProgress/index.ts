export { PageProgress, type PageProgressProps } from './PageProgress.tsx';
