export { OrderLayout, type OrderLayoutProps } from './OrderLayout.tsx';
