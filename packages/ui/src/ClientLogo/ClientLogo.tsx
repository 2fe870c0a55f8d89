import { useState } from 'react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { EnvironmentStyling } from '@lease/api';
import { useClientStyling } from '../ClientThemeProvider/ClientStylingContext.ts';
import { clientLogoCandidates, clientName } from '../ClientThemeProvider/clientDocument.ts';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { clientLogoClasses } from './clientLogoClasses.ts';

/** Logo heights in px. */
const HEIGHTS = { small: 32, medium: 44, large: 56 } as const;

export interface ClientLogoProps {
  /** The client's styling; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
  /** The logo's height. */
  size?: keyof typeof HEIGHTS;
  /** Makes the client's own logo a link, e.g. to the client home (the portal owns routing). */
  href?: string;
  /**
   * Where a parent scheme goes: beside the client's logo (`horizontal`, for a bar) or below it,
   * both centred (`vertical`, for a centred place such as the login card).
   */
  orientation?: 'horizontal' | 'vertical';
}

const ClientLogoRoot = styled('div', { name: 'LeaseClientLogo', slot: 'Root' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  maxWidth: '100%',
  // Stacked, every line is centred: wrapped beside each other, the scheme would fill the width
  // and pull the client's logo to the left.
  '&[data-orientation="vertical"]': {
    flexDirection: 'column',
    flexWrap: 'nowrap',
    textAlign: 'center',
    [`& .${clientLogoClasses.parent}`]: {
      justifyContent: 'center',
      paddingLeft: 0,
      paddingTop: theme.spacing(1.5),
      borderLeft: 'none',
      borderTop: `1px solid ${theme.palette.divider}`,
    },
  },
}));

const ClientLogoParent = styled('div', { name: 'LeaseClientLogo', slot: 'Parent' })(
  ({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    // On a phone the scheme's logo and "Part of …" must wrap inside the card, never overflow it.
    flexWrap: 'wrap',
    minWidth: 0,
    maxWidth: '100%',
    gap: theme.spacing(1),
    paddingLeft: theme.spacing(1.5),
    borderLeft: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  }),
);

const ClientLogoLink = styled('a', { name: 'LeaseClientLogo', slot: 'Link' })(({ theme }) => ({
  display: 'inline-flex',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: theme.spacing(0.5),
}));

const LogoImage = styled('img', { name: 'LeaseClientLogo', slot: 'Image' })({
  display: 'block',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
});

/**
 * The client's logo (its main logo, else its container's), with its name as alternative text; the
 * name as text when there is no safe logo URL or every image fails. A client inside a parent
 * scheme (`Mantel`) shows that scheme too.
 */
export function ClientLogo({
  styling: stylingProp,
  size = 'medium',
  href,
  orientation = 'horizontal',
}: ClientLogoProps) {
  const ambient = useClientStyling().styling;
  const styling = stylingProp === undefined ? ambient : stylingProp;
  const t = useUiText();
  // URLs whose image failed to load: their text alternative shows instead.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const markFailed = (url: string) => setFailed((previous) => new Set(previous).add(url));
  const usable = (url: string | null): url is string => url !== null && !failed.has(url);

  const name = clientName(styling) ?? t('logo.defaultName');
  const logo = clientLogoCandidates(styling).find((url) => !failed.has(url)) ?? null;
  const parentLogo = safeAssetUrl(styling?.Mantel?.cMantelLogoURL);
  const parentNameRaw = styling?.Mantel?.cMantelnaam;
  const parentName = typeof parentNameRaw === 'string' ? parentNameRaw.trim() : '';
  const height = HEIGHTS[size];
  const own = usable(logo) ? (
    <LogoImage src={logo} alt={name} sx={{ height }} onError={() => markFailed(logo)} />
  ) : (
    <Typography
      component="span"
      sx={{
        fontWeight: 700,
        fontSize: height * 0.5,
        lineHeight: `${height}px`,
        overflowWrap: 'anywhere',
      }}
    >
      {name}
    </Typography>
  );

  return (
    <ClientLogoRoot className={clientLogoClasses.root} data-orientation={orientation}>
      {href ? (
        // Only the client's own logo links home: the parent scheme is not part of the link, and
        // the link's name starts with the name a sighted user sees (WCAG 2.5.3).
        <ClientLogoLink href={href} aria-label={t('logo.home', { name })}>
          {own}
        </ClientLogoLink>
      ) : (
        own
      )}
      {usable(parentLogo) || parentName !== '' ? (
        <ClientLogoParent className={clientLogoClasses.parent}>
          {usable(parentLogo) ? (
            <LogoImage
              src={parentLogo}
              // The visible "Part of …" text names the scheme; the image would say it twice.
              alt={parentName === '' ? t('logo.parentScheme') : ''}
              sx={{ height: height * 0.75 }}
              onError={() => markFailed(parentLogo)}
            />
          ) : null}
          {parentName !== '' ? (
            <Typography
              component="span"
              variant="body2"
              className={clientLogoClasses.parentName}
              sx={{ color: 'text.secondary' }}
            >
              {t('logo.partOf', { name: parentName })}
            </Typography>
          ) : null}
        </ClientLogoParent>
      ) : null}
    </ClientLogoRoot>
  );
}
