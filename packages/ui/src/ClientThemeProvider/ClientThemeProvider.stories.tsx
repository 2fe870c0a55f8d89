import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { EnvironmentStyling } from '@lease/api';
import { demoClients, demoStylings, svgDataUri, type DemoClient } from '@lease/api/testing';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';
import { createClientTheme } from '../theme/createClientTheme.ts';
import { useClientStyling } from './ClientStylingContext.ts';
import { ClientThemeProvider, type ClientThemeProviderProps } from './ClientThemeProvider.tsx';

function Sample() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Order</Button>
        <Button variant="contained" color="secondary">
          Compare
        </Button>
        <Button variant="outlined">Save</Button>
        <Button>Cancel</Button>
      </Stack>
      <TextField label="Search model" defaultValue="Model 3" />
      <Link href="#terms">Lease conditions</Link>
      <Alert severity="info">Your budget is updated every month.</Alert>
    </Stack>
  );
}

/** A provider nested in the toolbar's, re-using its styling unless the story passes one. */
function ProviderWithAmbientStyling(props: ClientThemeProviderProps) {
  const ambient = useClientStyling();
  return (
    <ClientThemeProvider
      {...props}
      styling={props.styling === undefined ? ambient.styling : props.styling}
    />
  );
}

const meta = {
  title: 'Theme/ClientThemeProvider',
  component: ClientThemeProvider,
  tags: ['autodocs'],
  render: (args) => <ProviderWithAmbientStyling {...args} />,
  args: { children: <Sample />, title: 'Saved cars' },
} satisfies Meta<typeof ClientThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand colours on MUI components; the document title becomes `title · client`. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const brand = (globals.brand as DemoClient | undefined) ?? 'horizon';
    await expect(canvas.getByRole('button', { name: 'Order' })).toBeVisible();
    if (brand in demoStylings) {
      await expect(document.title).toBe(`Saved cars · ${demoStylings[brand].cName}`);
      await expect(document.body).toHaveClass('full-layout');
    }
  },
};

/** Hostile styling: invalid colours give the defaults, unsafe favicons are ignored, no crash. */
export const HostileStyling: Story = {
  args: {
    styling: {
      cName: 'Untrusted Client',
      cPrimaryColor: 'red;} body { display: none',
      cSecondaryColor: 'url(javascript:alert(1))',
      cFavicon: 'javascript:alert(1)',
      cContainerFaviconURL: '//evil.example/favicon.ico',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Order' })).toBeVisible();
    await expect(document.body).toBeVisible();
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')) {
      await expect(link.href).not.toMatch(/javascript|evil/);
    }
  },
};

/** `applyToDocument={false}`: themed children, nothing global touched (side-by-side brands). */
export const Scoped: Story = {
  args: { applyToDocument: false, title: 'Not applied', layout: 'boxed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Order' })).toBeVisible();
    await expect(document.title).not.toContain('Not applied');
    await expect(document.body).not.toHaveClass('boxed-layout');
  },
};

/**
 * The clients a page is switched between: the demo clients, then one whose logo is a tall square
 * (without a fixed height it would stretch the header) and one with no logo at all.
 */
const switchingStylings: EnvironmentStyling[] = [
  ...demoClients.map((client) => demoStylings[client]),
  {
    ...demoStylings.horizon,
    cName: 'Square Logo Lease',
    cPrimaryColor: '#6a1b9a',
    cMainLogoURL: svgDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
        '<rect width="240" height="240" rx="40" fill="#6a1b9a"/></svg>',
    ),
  },
  { ...demoStylings.polder, cName: 'Name Only Lease', cMainLogoURL: null },
];

/** A page under a client that can be switched while it is open. */
function SwitchingPage({ scoped = false }: { scoped?: boolean }) {
  // Starts under the toolbar's brand.
  const ambient = useClientStyling().styling;
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      switchingStylings.findIndex((styling) => styling.cName === ambient?.cName),
    ),
  );
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <button type="button" onClick={() => setIndex((i) => i + 1)}>
          Next client
        </button>
        {/* Outside the switched provider: the shape every text field should keep. */}
        <TextField size="medium" label="Reference field" />
      </Stack>
      <ClientThemeProvider
        styling={switchingStylings[index % switchingStylings.length] ?? null}
        applyToDocument={!scoped}
      >
        <Stack
          component="header"
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', minHeight: 64, px: 2, bgcolor: 'background.paper' }}
        >
          <ClientLogo size="small" />
          <Button variant="contained">Cart</Button>
        </Stack>
        <Stack component="main" spacing={2} sx={{ p: 2, maxWidth: 420 }}>
          <TextField label="Search model" />
          <Typography color="primary">Your budget is updated every month.</Typography>
        </Stack>
      </ClientThemeProvider>
    </>
  );
}

/** Every image in `root` loaded (or failed), so measurements see the final layout. */
async function imagesSettled(root: HTMLElement) {
  await Promise.all(
    [...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
  );
}

/**
 * Switching client while a page is open: the new brand applies at once (in the same render, no
 * reload, nothing typed is lost) and the page does not move: the logo has a fixed height, so the
 * header's height and the content's position stay put, before and after the new logo loads.
 */
export const SwitchClientAtRuntime: Story = {
  render: () => <SwitchingPage />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const main = canvas.getByRole('main');
    const header = canvas.getByRole('banner');
    const search = canvas.getByRole('textbox', { name: 'Search model' });
    await userEvent.type(search, 'ID.4');
    await imagesSettled(canvasElement);
    const top = main.getBoundingClientRect().top;
    const height = header.getBoundingClientRect().height;
    const fieldHeight = canvas
      .getByRole('textbox', { name: 'Reference field' })
      .getBoundingClientRect().height;
    const first = Math.max(
      0,
      switchingStylings.findIndex((styling) =>
        canvas.queryByRole('img', { name: styling.cName ?? '' }),
      ),
    );
    // Through every client and back to the first.
    for (let step = 1; step <= switchingStylings.length; step += 1) {
      const styling = switchingStylings[(first + step) % switchingStylings.length] ?? null;
      await userEvent.click(canvas.getByRole('button', { name: 'Next client' }));
      const primary = createClientTheme(styling).palette.primary.main;
      const probe = document.createElement('div');
      probe.style.color = primary;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      await expect(
        // Text in the brand colour (the buttons fade to it: a transition, not a delay).
        getComputedStyle(canvas.getByText('Your budget is updated every month.')).color,
        `brand of ${styling?.cName ?? ''} applied at once`,
      ).toBe(expected);
      await expect(canvas.getByRole('main')).toBe(main);
      await expect(search).toHaveValue('ID.4');
      await expect(main.getBoundingClientRect().top).toBe(top);
      await imagesSettled(canvasElement);
      await expect(header.getBoundingClientRect().height).toBe(height);
      await expect(main.getBoundingClientRect().top).toBe(top);
      await expect(search.getBoundingClientRect().height, 'the text field keeps its shape').toBe(
        fieldHeight,
      );
    }
  },
};

/**
 * The same switch with the provider scoped to its subtree (`applyToDocument={false}`, as for
 * brands side by side): the baseline's rules never override a component's own, so the text
 * field keeps its shape whatever order the themes' styles were inserted in.
 */
export const SwitchClientScoped: Story = {
  render: () => <SwitchingPage scoped />,
  play: SwitchClientAtRuntime.play,
};

/**
 * The toolbar's "All brands side by side": each copy is named above it by the client's name and
 * code, so a designer can tell the brands apart. (The visual baselines take every story in each
 * brand on its own, where there is nothing to name.)
 */
export const AllBrandsSideBySide: Story = {
  args: { applyToDocument: false },
  globals: { brand: 'all' },
  play: async ({ canvas, globals }) => {
    if (globals.brand !== 'all') return;
    for (const client of demoClients) {
      const name = `${demoStylings[client].cName} (${client})`;
      const copy = canvas.getByRole('region', { name });
      // Above its copy: the name comes before everything the brand shows.
      await expect(copy.firstElementChild).toHaveTextContent(name);
    }
  },
};
