import { useId, useState, type ReactNode } from 'react';
import { AppBar, Button, Container, Toolbar } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';
import { clientLogoClasses } from '../ClientLogo/clientLogoClasses.ts';
import { useClientStyling } from '../ClientThemeProvider/ClientStylingContext.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { SkipLink } from '../layout/SkipLink.tsx';

export interface DefaultLayoutProps {
  /** The client's styling for the logo; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
  /** The page content, inside the main landmark. */
  children?: ReactNode;
  /** The right side of the app bar: cart, account menu, language switch. */
  actions?: ReactNode;
  /** Makes the logo a link to the client home (the portal owns routing, so a plain URL). */
  logoHref?: string;
  /*
   * The header toggles of spec point 2: each part shows when given. Search sits beside the logo,
   * contact beside the actions; breadcrumbs, filters, sorting and options form a second row.
   */
  /** Header toggle "search": e.g. a search field. */
  search?: ReactNode;
  /** Header toggle "contact": e.g. a contact link or button. */
  contact?: ReactNode;
  /** Header toggle "breadcrumbs": a `Breadcrumbs`. */
  breadcrumbs?: ReactNode;
  /** Header toggle "filters": e.g. a filter button or quick filters. */
  filters?: ReactNode;
  /** Header toggle "sorting": a `SortMenu`. */
  sorting?: ReactNode;
  /** Header toggle "options": e.g. the view switch or a settings menu. */
  headerOptions?: ReactNode;
  /** A sidebar beside the content (cart, filters), shown and hidden with a toggle in the header. */
  sidebar?: ReactNode;
  /** The sidebar's name, for its landmark; "Sidebar" by default. */
  sidebarLabel?: string;
  /**
   * The toggle's texts, each a whole sentence in the interface language ("Show your shopping
   * cart"): a sentence built from a verb and the sidebar's name reads wrong in some languages
   * (a capital mid-sentence, a German article in the wrong case). "Show/Hide the sidebar" by
   * default.
   */
  sidebarToggle?: { show: string; hide: string };
  /** Controlled: whether the sidebar is open. */
  sidebarOpen?: boolean;
  /** Uncontrolled: whether the sidebar starts open (default true). */
  defaultSidebarOpen?: boolean;
  /** The toggle was pressed, with the new state. */
  onSidebarToggle?(open: boolean): void;
}

/** The app bar is a size container: what fits in its row depends on its own width. */
const HEADER = 'lease-header';

const Bar = styled(Toolbar, { name: 'LeaseDefaultLayout', slot: 'Bar' })(({ theme }) => ({
  gap: theme.spacing(2),
  minHeight: 64,
  // Whatever wraps (a search field, a long name without a logo) keeps clear of the edges and
  // of the brand bar below.
  paddingBlock: theme.spacing(1),
  '&[data-search]': { flexWrap: 'wrap' },
  // A parent scheme beside the client's logo would wrap the logo into rows on a narrow bar.
  // Its name goes first, then its logo; both stay for assistive technology.
  [theme.containerQueries(HEADER).down('md')]: {
    [`& .${clientLogoClasses.parentName}`]: visuallyHidden,
  },
  // Where the scheme's name shows, the logos keep their size: actions that leave no room for
  // them (a panel toggle and eight places beside a parent scheme) move to a second row, where
  // they squeezed the logo to a speck and broke "Part of …" into syllables.
  [theme.containerQueries(HEADER).up('md')]: {
    flexWrap: 'wrap',
    [`& > .${clientLogoClasses.root}`]: { flexShrink: 0 },
  },
  [theme.containerQueries(HEADER).down('sm')]: {
    [`& .${clientLogoClasses.parent}`]: visuallyHidden,
  },
}));

const Actions = styled('div', { name: 'LeaseDefaultLayout', slot: 'Actions' })(({ theme }) => ({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  // On a narrow bar the logo scales down first; a button label broken over two lines would
  // make the row taller and the label harder to read.
  flexShrink: 0,
  maxWidth: '100%',
}));

const SecondRow = styled('div', { name: 'LeaseDefaultLayout', slot: 'SecondRow' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  padding: theme.spacing(1, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& > .tools': { marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

const Sidebar = styled('aside', { name: 'LeaseDefaultLayout', slot: 'Sidebar' })(({ theme }) => ({
  flex: '0 0 320px',
  maxWidth: '100%',
  padding: theme.spacing(4, 0),
  [theme.breakpoints.down('md')]: { flexBasis: '100%' },
}));

/**
 * The app's pages: an app bar with the client's logo and actions, the header toggles of spec
 * point 2 where given, then the main content with an optional sidebar and its toggle.
 */
export function DefaultLayout({
  styling,
  children,
  actions,
  logoHref,
  search,
  contact,
  breadcrumbs,
  filters,
  sorting,
  headerOptions,
  sidebar,
  sidebarLabel,
  sidebarToggle,
  sidebarOpen,
  defaultSidebarOpen = true,
  onSidebarToggle,
}: DefaultLayoutProps) {
  const t = useUiText();
  const id = useId();
  const mainId = `${id}-main`;
  const sidebarId = `${id}-sidebar`;
  const ambient = useClientStyling();
  const effectiveStyling = styling === undefined ? ambient.styling : styling;
  const boxed = ambient.layout === 'boxed';
  const [ownOpen, setOwnOpen] = useState(defaultSidebarOpen);
  // A page whose sidebar opens otherwise by default (the next page inside the app) starts as
  // that page does; between pages with the same default the person's choice stays.
  const [openByDefault, setOpenByDefault] = useState(defaultSidebarOpen);
  if (openByDefault !== defaultSidebarOpen) {
    setOpenByDefault(defaultSidebarOpen);
    setOwnOpen(defaultSidebarOpen);
  }
  const open = sidebarOpen ?? ownOpen;
  const hasSidebar = sidebar !== undefined && sidebar !== null;
  const label = sidebarLabel ?? t('layout.sidebar');
  const toggle = () => {
    setOwnOpen(!open);
    onSidebarToggle?.(!open);
  };
  const secondRow = breadcrumbs || filters || sorting || headerOptions;
  const main = (
    <Container
      component="main"
      id={mainId}
      tabIndex={-1}
      maxWidth={boxed ? 'lg' : false}
      disableGutters={hasSidebar}
      sx={{ py: 4, outline: 'none', ...(hasSidebar ? { flex: '1 1 0', minWidth: 0 } : {}) }}
    >
      {children}
    </Container>
  );
  return (
    <>
      <SkipLink href={`#${mainId}`}>{t('layout.skipToContent')}</SkipLink>
      {/* Printed, a page is its content: the header and the side panel stay on screen. */}
      <AppBar
        component="header"
        sx={{ containerType: 'inline-size', containerName: HEADER, displayPrint: 'none' }}
      >
        <Container maxWidth={boxed ? 'lg' : false}>
          <Bar disableGutters data-search={search ? '' : undefined}>
            <ClientLogo styling={effectiveStyling} size="small" href={logoHref} />
            {search ? <div style={{ flex: '1 1 240px', maxWidth: 480 }}>{search}</div> : null}
            <Actions>
              {hasSidebar ? (
                <Button
                  variant="outlined"
                  aria-expanded={open}
                  aria-controls={sidebarId}
                  onClick={toggle}
                >
                  {open
                    ? (sidebarToggle?.hide ?? t('layout.hideSidebar'))
                    : (sidebarToggle?.show ?? t('layout.showSidebar'))}
                </Button>
              ) : null}
              {contact}
              {actions}
            </Actions>
          </Bar>
          {secondRow ? (
            <SecondRow>
              {breadcrumbs}
              {filters || sorting || headerOptions ? (
                <div className="tools">
                  {filters}
                  {sorting}
                  {headerOptions}
                </div>
              ) : null}
            </SecondRow>
          ) : null}
        </Container>
      </AppBar>
      {/* The page keeps its place in the tree with or without the sidebar (which goes on a
          narrow screen): moved, React would make the whole page anew and lose what it held. */}
      <Container
        maxWidth={hasSidebar && boxed ? 'lg' : false}
        disableGutters
        sx={hasSidebar ? { display: 'flex', flexWrap: 'wrap', px: { xs: 2, sm: 3 }, gap: 3 } : {}}
      >
        {main}
        {hasSidebar ? (
          <Sidebar id={sidebarId} aria-label={label} hidden={!open} sx={{ displayPrint: 'none' }}>
            {sidebar}
          </Sidebar>
        ) : null}
      </Container>
    </>
  );
}
