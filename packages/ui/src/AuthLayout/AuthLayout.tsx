import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import { styled } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';

export interface AuthLayoutProps {
  /** The client's styling for the logo; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
  /** The page: a login form, a choice of scheme. */
  children?: ReactNode;
  /** Shown below the card, e.g. a language switch or help link. */
  footer?: ReactNode;
}

// The card sits in the middle row, between two rows that share the free height equally, and the
// footer at the top of the lower one: the card is centred as the server's first paint draws it
// (without the footer), so nothing moves when the app takes the page over.
const AuthLayoutRoot = styled('div', { name: 'LeaseAuthLayout', slot: 'Root' })(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: '1fr auto 1fr',
  justifyItems: 'center',
  alignItems: 'start',
  gap: theme.spacing(3),
  padding: theme.spacing(4, 2),
  backgroundColor: theme.palette.background.default,
  '& > main': { gridRow: 2 },
  '& > footer': { gridRow: 3 },
}));

const AuthLayoutMain = styled('main', { name: 'LeaseAuthLayout', slot: 'Main' })({
  width: '100%',
  maxWidth: 440,
});

const AuthLayoutCard = styled(Card, { name: 'LeaseAuthLayout', slot: 'Card' })(({ theme }) => ({
  padding: theme.spacing(4),
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(3, 2) },
}));

const AuthLayoutLogo = styled('header', { name: 'LeaseAuthLayout', slot: 'Logo' })(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: theme.spacing(3),
}));

/** The login and choose pages: the client's logo on top of a centred card. */
export function AuthLayout({ styling, children, footer }: AuthLayoutProps) {
  return (
    <AuthLayoutRoot>
      <AuthLayoutMain>
        <AuthLayoutCard>
          <AuthLayoutLogo>
            <ClientLogo styling={styling} size="large" orientation="vertical" />
          </AuthLayoutLogo>
          {children}
        </AuthLayoutCard>
      </AuthLayoutMain>
      {footer ? <footer>{footer}</footer> : null}
    </AuthLayoutRoot>
  );
}
