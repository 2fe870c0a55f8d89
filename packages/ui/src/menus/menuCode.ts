// MUI's menu on its own, for `LazyMenu` to load with `import()`: the menu, its popover and modal
// make a chunk of their own instead of weighing on every page that shows a menu button.
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
