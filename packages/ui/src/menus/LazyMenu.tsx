import type { MenuProps } from '@mui/material/Menu';
import { lazy } from 'react';
import { lazyWhenOpen } from '../lazy/lazyWhenOpen.tsx';
import type { MenuItem } from './menuCode.ts';

/** The menu's code; the browser loads the module once, later calls share that load. */
const loadMenuCode = () => import('./menuCode.ts');

/**
 * Starts loading the menu's code ahead of a menu opening: a menu button calls it when a pointer
 * comes near, a finger touches it or it gets the focus, so the menu rarely waits for its code. A
 * failure here is left to the menu's own load, which shows it.
 */
export function preloadMenu(): void {
  loadMenuCode().catch(() => undefined);
}

/**
 * MUI's `Menu`, its code (the menu, its popover, modal and list: about 14 KiB gzipped) loaded
 * when it first opens, not with every page that shows a menu button (issue 14).
 */
export const LazyMenu = lazyWhenOpen<MenuProps>(async () => (await loadMenuCode()).Menu);

/** MUI's `MenuItem`, for the items of a `LazyMenu`: its code comes with the menu's. */
export const LazyMenuItem = lazy(async () => ({
  default: (await loadMenuCode()).MenuItem,
})) as unknown as typeof MenuItem;
