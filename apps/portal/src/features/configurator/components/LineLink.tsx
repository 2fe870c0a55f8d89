import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LineLinkProps {
  to: string;
  children: ReactNode;
}

/**
 * A link on a line of its own under a heading or a paragraph ("Other versions of this model"):
 * its text starts where theirs does, which a text button's padding would indent, and only the
 * text is a target, not the width of the column.
 */
export function LineLink({ to, children }: LineLinkProps) {
  return (
    <MuiLink component={Link} to={to} sx={{ alignSelf: 'flex-start' }}>
      {children}
    </MuiLink>
  );
}
