import { useId, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { styled } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';
import { useClientStyling } from '../ClientThemeProvider/ClientStylingContext.ts';
import { useUiText } from '../i18n/useUiText.ts';

export interface DefaultLayoutProps {
  /** The client's styling for the logo; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
  /** The page content, inside the main landmark. */
  children?: ReactNode;
  /** The right side of the app bar: cart, account menu, language switch. */
  actions?: ReactNode;
  /** Makes the logo a link to the client home (the portal owns routing, so a plain URL). */
  logoHref?: string;
}

const SkipLink = styled('a', { name: 'LeaseDefaultLayout', slot: 'SkipLink' })(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-8),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.primary.main,
  // Off-screen until focused: keyboard users get it first, nobody else sees it.
  '&:focus': { top: theme.spacing(1) },
}));

const Actions = styled('div', { name: 'LeaseDefaultLayout', slot: 'Actions' })(({ theme }) => ({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

/** The app's pages: an app bar with the client's logo and actions, then the main content. */
export function DefaultLayout({ styling, children, actions, logoHref }: DefaultLayoutProps) {
  const t = useUiText();
  const mainId = `${useId()}-main`;
  const ambient = useClientStyling();
  const effectiveStyling = styling === undefined ? ambient.styling : styling;
  const boxed = ambient.layout === 'boxed';
  return (
    <>
      <SkipLink href={`#${mainId}`}>{t('layout.skipToContent')}</SkipLink>
      <AppBar component="header">
        <Container maxWidth={boxed ? 'lg' : false}>
          <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
            <ClientLogo styling={effectiveStyling} size="small" href={logoHref} />
            <Actions>{actions}</Actions>
          </Toolbar>
        </Container>
      </AppBar>
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth={boxed ? 'lg' : false}
        sx={{ py: 4, outline: 'none' }}
      >
        {children}
      </Container>
    </>
  );
}
