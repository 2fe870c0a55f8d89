import { useId, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';
import { useClientStyling } from '../ClientThemeProvider/ClientStylingContext.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { SkipLink } from '../layout/SkipLink.tsx';

export interface OrderLayoutProps {
  /** The client's styling for the logo; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
  /** Makes the logo a link to the client home (the portal owns routing, so a plain URL). */
  logoHref?: string;
  /** A way back to where the order started: the configurator, the cart, the list of orders. */
  back?: ReactNode;
  /** Beside the logo: e.g. a link to the lease desk, for questions about the order. */
  contact?: ReactNode;
  /** The order form or the order's status, inside the main landmark. */
  children?: ReactNode;
  /** What is being ordered and what it costs, beside the content (below it on a phone). */
  summary?: ReactNode;
  /** The summary's name, for its landmark; "Order summary" by default. */
  summaryLabel?: string;
  /** Below everything: e.g. the terms the order falls under. */
  footer?: ReactNode;
}

const Header = styled('header', { name: 'LeaseOrderLayout', slot: 'Header' })(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .LeaseOrderLayout-bar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    minHeight: 64,
  },
  '& .LeaseOrderLayout-contact': { marginLeft: 'auto' },
}));

const Body = styled('div', { name: 'LeaseOrderLayout', slot: 'Body' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(4),
  paddingBlock: theme.spacing(3, 6),
  '&[data-summary]': {
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)' },
  },
  '& .LeaseOrderLayout-back': { gridColumn: '1 / -1' },
  '& .LeaseOrderLayout-main': { minWidth: 0, outline: 'none' },
  // The summary stays in view beside a long form; stacked on a phone, it follows the content.
  '& .LeaseOrderLayout-summary': {
    minWidth: 0,
    [theme.breakpoints.up('md')]: { position: 'sticky', top: theme.spacing(3), alignSelf: 'start' },
  },
}));

/**
 * The order page and the order status page (spec point 2's order layout): a quiet header with
 * the client's logo and a contact, a way back, the content, and a summary of what is being
 * ordered. No search, filters or sidebar: ordering is one task.
 */
export function OrderLayout({
  styling,
  logoHref,
  back,
  contact,
  children,
  summary,
  summaryLabel,
  footer,
}: OrderLayoutProps) {
  const t = useUiText();
  const mainId = `${useId()}-main`;
  const ambient = useClientStyling();
  const effectiveStyling = styling === undefined ? ambient.styling : styling;
  const maxWidth = ambient.layout === 'boxed' ? 'lg' : false;
  const hasSummary = summary !== undefined && summary !== null;
  return (
    <>
      <SkipLink href={`#${mainId}`}>{t('layout.skipToContent')}</SkipLink>
      <Header>
        <Container maxWidth={maxWidth} className="LeaseOrderLayout-bar">
          <ClientLogo styling={effectiveStyling} size="small" href={logoHref} />
          {contact ? <div className="LeaseOrderLayout-contact">{contact}</div> : null}
        </Container>
      </Header>
      <Container maxWidth={maxWidth}>
        <Body data-summary={hasSummary ? '' : undefined}>
          {back ? <div className="LeaseOrderLayout-back">{back}</div> : null}
          <main className="LeaseOrderLayout-main" id={mainId} tabIndex={-1}>
            {children}
          </main>
          {hasSummary ? (
            <aside
              className="LeaseOrderLayout-summary"
              aria-label={summaryLabel ?? t('layout.orderSummary')}
            >
              {summary}
            </aside>
          ) : null}
        </Body>
      </Container>
      {footer ? (
        <Container component="footer" maxWidth={maxWidth} sx={{ pb: 4 }}>
          {footer}
        </Container>
      ) : null}
    </>
  );
}
