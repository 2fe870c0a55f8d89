export { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
