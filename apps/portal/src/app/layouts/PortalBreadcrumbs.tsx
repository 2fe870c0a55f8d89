import { Breadcrumbs } from '@lease/ui';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import type { Crumb } from './breadcrumbTrail.ts';

/** The header's breadcrumbs (spec point 2's header toggle), links through the router. */
export function PortalBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const message = usePortalMessage();
  return (
    <Breadcrumbs
      items={trail.map((crumb) => ({
        label: message(crumb.titleId),
        ...(crumb.href ? { href: crumb.href } : {}),
      }))}
      renderLink={(item, children) => (
        <MuiLink component={Link} to={item.href}>
          {children}
        </MuiLink>
      )}
    />
  );
}
