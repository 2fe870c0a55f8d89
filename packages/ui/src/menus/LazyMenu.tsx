import type { MenuProps } from '@mui/material/Menu';
import { lazy } from 'react';
import { lazyWhenOpen } from '../lazy/lazyWhenOpen.tsx';
import { preloadOnIntent } from '../lazy/preloadOnIntent.ts';
import type { MenuItem } from './menuCode.ts';

/** The menu's code; the browser loads the module once, later calls share that load. */
const loadMenuCode = () => import('./menuCode.ts');

/**
 * A menu button's handlers that start loading the menu's code as a person reaches for it, so the
 * menu rarely waits for its code. A failure here is left to the menu's own load, which shows it.
 */
export const preloadMenuOnIntent = preloadOnIntent(() => {
  loadMenuCode().catch(() => undefined);
});

/**
 * MUI's `Menu`, its code (the menu, its popover, modal and list: about 14 KiB gzipped) loaded
 * when it first opens, not with every page that shows a menu button (ADR 0011).
 */
export const LazyMenu = lazyWhenOpen<MenuProps>(async () => (await loadMenuCode()).Menu);

/** MUI's `MenuItem`, for the items of a `LazyMenu`: its code comes with the menu's. */
export const LazyMenuItem = lazy(async () => ({
  default: (await loadMenuCode()).MenuItem,
})) as unknown as typeof MenuItem;
