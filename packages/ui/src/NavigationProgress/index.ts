export { NavigationProgress, type NavigationProgressProps } from './NavigationProgress.tsx';
