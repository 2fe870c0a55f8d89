export { ClientLogo, type ClientLogoProps } from './ClientLogo.tsx';
export { clientLogoClasses } from './clientLogoClasses.ts';
