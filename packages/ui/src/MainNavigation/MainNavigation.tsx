import { useId, useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { LazyMenu, LazyMenuItem, preloadMenuOnIntent } from '../menus/LazyMenu.tsx';
import { MenuIcon } from './MenuIcon.tsx';

/** One place the navigation leads to. */
export interface MainNavigationItem {
  /** Stable identity of the item. */
  key: string;
  /** What the place is called, in the interface language. */
  label: string;
  /** Where it leads (the portal's typed paths). */
  href: string;
  /** The current page is this place (or below it). */
  current?: boolean;
  /** A count to show beside the label, e.g. the items in the cart. */
  badge?: number;
}

export interface MainNavigationProps {
  /** The places, in the order they show. */
  items: readonly MainNavigationItem[];
  /**
   * Called as a link is followed: `preventDefault()` the event to navigate with the portal's
   * router. Without it the links are plain links.
   */
  onNavigate?(item: MainNavigationItem, event: MouseEvent): void;
  /** A row of links, or one menu button; by default a menu below the `md` breakpoint. */
  variant?: 'row' | 'menu';
}

const Row = styled('ul', { name: 'LeaseMainNavigation', slot: 'Row' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    color: 'inherit',
    textDecoration: 'none',
    textUnderlineOffset: 6,
    textDecorationThickness: 2,
  },
  // The current place is underlined, not only coloured; hover and focus show where a link is.
  '& a[aria-current="page"], & a:hover': { textDecoration: 'underline' },
  '& a:focus-visible': {
    outline: `2px solid currentColor`,
    outlineOffset: 2,
  },
}));

/** The label with its count, named for assistive technology ("Cart, 2 items"). */
function Label({ item }: { item: MainNavigationItem }) {
  const t = useUiText();
  if (!item.badge) return <>{item.label}</>;
  return (
    <Badge badgeContent={item.badge} color="secondary" max={99} sx={{ pr: 1.5 }}>
      <span>{item.label}</span>
      <span style={visuallyHidden}>{t('mainNavigation.count', { count: item.badge })}</span>
    </Badge>
  );
}

/**
 * The portal's main navigation, for the header's actions: a row of links on a wide screen, one
 * menu button on a phone. The current place is marked with `aria-current="page"` and an
 * underline, not by colour alone.
 */
export function MainNavigation({ items, onNavigate, variant }: MainNavigationProps) {
  const t = useUiText();
  const id = useId();
  const narrowScreen = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const narrow = variant ? variant === 'menu' : narrowScreen;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const follow = (item: MainNavigationItem) => (event: MouseEvent) => {
    setAnchor(null);
    onNavigate?.(item, event);
  };

  if (narrow) {
    return (
      <nav aria-label={t('mainNavigation.label')}>
        <IconButton
          color="inherit"
          aria-label={t('mainNavigation.menu')}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={open ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          // The menu's code loads as a person reaches for the button (LazyMenu).
          {...preloadMenuOnIntent}
        >
          <MenuIcon />
        </IconButton>
        <LazyMenu id={`${id}-menu`} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
          {items.map((item) => (
            <LazyMenuItem
              key={item.key}
              component="a"
              href={item.href}
              selected={item.current ?? false}
              aria-current={item.current ? 'page' : undefined}
              onClick={follow(item)}
            >
              <Label item={item} />
            </LazyMenuItem>
          ))}
        </LazyMenu>
      </nav>
    );
  }
  return (
    <nav aria-label={t('mainNavigation.label')}>
      <Row>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              onClick={follow(item)}
            >
              <Label item={item} />
            </a>
          </li>
        ))}
      </Row>
    </nav>
  );
}
