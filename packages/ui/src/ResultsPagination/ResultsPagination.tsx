import { useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import PaginationItem from '@mui/material/PaginationItem';
import { styled } from '@mui/material/styles';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { useUiText } from '../i18n/useUiText.ts';
import { themeStyles } from '../styles/themeStyles.ts';
import { DEFAULT_PAGE_SIZE, resultsPages } from './resultsPages.ts';

export interface ResultsPaginationProps {
  /** The current page, 1-based (`nPagina`); beyond the last shows the last, below 1 the first. */
  page: number;
  /** Results per page (`nAantalPerPagina`); 3 by default, as in spec point 9. */
  pageSize?: number;
  /** How many results the search found (`Filters.nTotaal` of `GetAutos`). */
  total: number;
  /**
   * The URL of a page of these results (the portal's typed paths); the pages become links.
   * Preferred where the page is in the URL: a link can be opened in a new tab or shared, and the
   * browser's back button returns to the previous page of results.
   */
  hrefFor?(page: number): string;
  /**
   * Called with the page a person picks, never the current one. With `hrefFor` it is called as
   * the link is followed: `preventDefault()` the event to navigate with the portal's router.
   */
  onChange?(page: number, event: SyntheticEvent): void;
}

/** Below this width the list's nine items would not fit on one line at their roomy size. */
const NARROW_LIST_WIDTH = 400;

const PaginationRoot = styled('nav', { name: 'LeaseResultsPagination', slot: 'Root' })(
  themeStyles((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1, 2),
    // The list tightens by its own width, not the window's: the same results sit in a narrow
    // column beside the filters on a tablet.
    containerType: 'inline-size',
    '& .LeaseResultsPagination-status': {
      ...theme.typography.body2,
      margin: 0,
      color: theme.palette.text.secondary,
    },
    '& .LeaseResultsPagination-list': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    // Nine items (previous, first, an ellipsis, three pages, an ellipsis, last, next) at their
    // roomy size need about 380 px: on a phone the last page and next wrapped alone onto a second
    // line. Narrow, they lose their outer margins and some padding, still 30 by 32 px to tap.
    [`@container (max-width: ${NARROW_LIST_WIDTH}px)`]: {
      '& .LeaseResultsPagination-list': { gap: 0 },
      '& .MuiPaginationItem-root': { margin: 0, minWidth: 30, paddingInline: theme.spacing(0.5) },
    },
  })),
);

/** Previous and next lead past an edge only when they are disabled there. */
function leadsToEdge(item: UsePaginationItem, count: number): boolean {
  return (
    (item.type === 'previous' && item.page === 1) || (item.type === 'next' && item.page === count)
  );
}

/**
 * The pages of the search results (spec point 9): "Page 2 of 5", then previous, the page numbers
 * (the first, the last and the current one's neighbours, with ellipses between) and next, in a
 * navigation landmark. With `hrefFor` the pages are links, else buttons calling `onChange`.
 * Nothing renders when the results fit on one page.
 */
export function ResultsPagination({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  hrefFor,
  onChange,
}: ResultsPaginationProps) {
  const t = useUiText();
  const pages = resultsPages(page, pageSize, total);
  const { items } = usePagination({ count: pages.count, page: pages.page });
  const navRef = useRef<HTMLElement>(null);
  const refocusCurrent = useRef(false);

  // Previous on page 2 (or next on the one before last) disables itself once the page changes;
  // a disabled button drops the keyboard focus, so it moves to the current page instead.
  useLayoutEffect(() => {
    if (!refocusCurrent.current) return;
    refocusCurrent.current = false;
    const nav = navRef.current;
    const active = nav?.ownerDocument.activeElement;
    const lost = !active || active === nav?.ownerDocument.body;
    if (lost || (active instanceof HTMLButtonElement && active.disabled)) {
      nav?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [pages.page]);

  if (pages.count <= 1) return null;

  return (
    <PaginationRoot ref={navRef} aria-label={t('resultsPagination.label')}>
      {/* Polite: after a button press the focus stays put, so the new page is announced. */}
      <p className="LeaseResultsPagination-status" aria-live="polite">
        {t('resultsPagination.status', { page: pages.page, count: pages.count })}
      </p>
      <ul className="LeaseResultsPagination-list">
        {items.map((item, index) => {
          if (
            item.page === null ||
            item.type === 'start-ellipsis' ||
            item.type === 'end-ellipsis'
          ) {
            return (
              <li key={`${item.type}-${index}`}>
                <PaginationItem type={item.type} />
              </li>
            );
          }
          const target = item.page;
          const label =
            item.type === 'previous'
              ? t('resultsPagination.previous')
              : item.type === 'next'
                ? t('resultsPagination.next')
                : // A string, so "Page 1667" keeps the digits the button shows (label in name).
                  t('resultsPagination.page', { page: String(target) });
          const common = {
            type: item.type,
            page: target,
            selected: item.selected,
            disabled: item.disabled,
            color: 'primary',
            'aria-label': label,
            'aria-current': item.selected ? 'page' : undefined,
            onClick: (event: SyntheticEvent) => {
              if (item.selected || item.disabled) return;
              if (leadsToEdge(item, pages.count)) refocusCurrent.current = true;
              onChange?.(target, event);
            },
          } as const;
          // Previous and next keep their element (and the focus) as their target changes.
          const key = item.type === 'page' ? `page-${target}` : item.type;
          return (
            <li key={key}>
              {hrefFor && !item.disabled ? (
                <PaginationItem {...common} component="a" href={hrefFor(target)} />
              ) : (
                <PaginationItem {...common} />
              )}
            </li>
          );
        })}
      </ul>
    </PaginationRoot>
  );
}
