export {
  MainNavigation,
  type MainNavigationItem,
  type MainNavigationProps,
} from './MainNavigation.tsx';
