import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InterfaceLanguage } from '@lease/api';
import { demoClients, demoStylings, type DemoClient } from '@lease/api/testing';
import { ClientThemeProvider } from '../ClientThemeProvider/ClientThemeProvider.tsx';
import type { ClientLayout } from '../ClientThemeProvider/ClientStylingContext.ts';
import { uiMessages } from '../i18n/uiMessages.ts';

/** The interface languages, in the toolbar's order. */
export const storyLocales = Object.keys(uiMessages) as InterfaceLanguage[];

/** A brand as a designer names it: the client's name and its code, "Horizon Mobility (horizon)". */
const brandName = (client: DemoClient) => `${demoStylings[client].cName} (${client})`;

/** The demo brands the toolbar offers, plus `all`. */
export const storyBrands = demoClients.map((client) => ({
  value: client,
  title: brandName(client),
}));

const isLanguage = (value: unknown): value is InterfaceLanguage =>
  (storyLocales as readonly unknown[]).includes(value);
const isBrand = (value: unknown): value is DemoClient =>
  (demoClients as readonly unknown[]).includes(value);

/**
 * Storybook decorator: brand and locale come from the toolbar, or from the `globals` of a story
 * meant for one language (`NarrowGerman`: `{ locale: 'de' }`), which the visual baselines honour
 * too. Brand `all`
 * renders the story once per demo brand side by side, each named above it (`brandName`), so a
 * designer can tell which is which; each copy is scoped
 * (`applyToDocument={false}`) so no brand owns the page's favicon, title or body class.
 * It lives here rather than in `.storybook/` so its imports resolve from this package.
 */
export const withBrandAndLocale: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  const brand: unknown = context.globals.brand;
  const layout: ClientLayout = context.globals.layout === 'boxed' ? 'boxed' : 'full';
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={uiMessages[locale]}>
      {brand === 'all' ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
          }}
        >
          {demoClients.map((client) => (
            <section key={client} aria-labelledby={`brand-copy-${client}`}>
              {/* Which brand this copy is: its name and the code of its URLs. */}
              <Typography
                id={`brand-copy-${client}`}
                variant="overline"
                component="p"
                sx={{ mb: 1, color: 'text.secondary' }}
              >
                {brandName(client)}
              </Typography>
              <ClientThemeProvider
                styling={demoStylings[client]}
                layout={layout}
                applyToDocument={false}
              >
                <Story />
              </ClientThemeProvider>
            </section>
          ))}
        </Box>
      ) : (
        <ClientThemeProvider
          styling={demoStylings[isBrand(brand) ? brand : 'horizon']}
          layout={layout}
        >
          <Story />
        </ClientThemeProvider>
      )}
    </IntlProvider>
  );
};
