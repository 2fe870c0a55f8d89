export { ClientLogo, type ClientLogoProps } from './ClientLogo.tsx';
