import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';

export interface ErrorLayoutProps {
  /** The client's styling for the logo; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
  /** The error message and what to do next. */
  children?: ReactNode;
}

const ErrorLayoutRoot = styled('div', { name: 'LeaseErrorLayout', slot: 'Root' })(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: theme.spacing(6, 2),
  gap: theme.spacing(6),
  backgroundColor: theme.palette.background.default,
}));

const ErrorLayoutMain = styled('main', { name: 'LeaseErrorLayout', slot: 'Main' })(({ theme }) => ({
  width: '100%',
  maxWidth: 640,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  // Error texts can come from the server (an offline scheme's message, a 404's path): a long
  // word or link in them breaks inside itself rather than run off a phone's screen.
  overflowWrap: 'anywhere',
}));

/** Error pages: the client's logo and a plain column of text, nothing that could fail again. */
export function ErrorLayout({ styling, children }: ErrorLayoutProps) {
  return (
    <ErrorLayoutRoot>
      <header>
        <ClientLogo styling={styling} size="medium" />
      </header>
      <ErrorLayoutMain>{children}</ErrorLayoutMain>
    </ErrorLayoutRoot>
  );
}
