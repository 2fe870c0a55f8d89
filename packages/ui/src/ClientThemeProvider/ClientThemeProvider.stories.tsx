import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { expect } from 'storybook/test';
import { demoStylings, type DemoClient } from '@lease/api/testing';
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
