export { ErrorLayout, type ErrorLayoutProps } from './ErrorLayout.tsx';
