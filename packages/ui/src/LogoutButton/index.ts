export { LogoutButton, type LogoutButtonProps } from './LogoutButton.tsx';
