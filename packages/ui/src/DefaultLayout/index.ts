export { DefaultLayout, type DefaultLayoutProps } from './DefaultLayout.tsx';
