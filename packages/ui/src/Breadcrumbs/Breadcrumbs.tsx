import type { ReactNode } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useUiText } from '../i18n/useUiText.ts';

/** One step of the path. */
export interface BreadcrumbItem {
  /** What the step is called. */
  label: string;
  /** Where it leads; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The path from home to the current page. */
  items: readonly BreadcrumbItem[];
  /** Renders a link through the portal's router; a plain `<a>` by default. */
  renderLink?(item: BreadcrumbItem & { href: string }, children: ReactNode): ReactNode;
  /** Collapse the middle of paths longer than this. */
  maxItems?: number;
}

/** Where the page sits: a navigation landmark, the current page marked with `aria-current`. */
export function Breadcrumbs({ items, renderLink, maxItems = 6 }: BreadcrumbsProps) {
  const t = useUiText();
  if (items.length === 0) return null;
  return (
    <MuiBreadcrumbs
      aria-label={t('breadcrumbs.label')}
      maxItems={maxItems}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      expandText={t('breadcrumbs.expand')}
      sx={{ '& li': { overflowWrap: 'anywhere' } }}
    >
      {items.map((item, index) => {
        const last = index === items.length - 1;
        if (last || !item.href) {
          return (
            <Typography
              key={`${index}-${item.label}`}
              component="span"
              aria-current={last ? 'page' : undefined}
              sx={{ color: 'text.primary', fontWeight: last ? 500 : 400 }}
            >
              {item.label}
            </Typography>
          );
        }
        const href = item.href;
        return renderLink ? (
          <span key={`${index}-${item.label}`}>{renderLink({ ...item, href }, item.label)}</span>
        ) : (
          <Link key={`${index}-${item.label}`} href={href}>
            {item.label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
