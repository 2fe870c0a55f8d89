import { useId, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import type { EnvironmentStyling } from '@lease/api';
import { demoCatalogBrands, demoConfiguratorDetail } from '@lease/api/testing';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';
import { ClientThemeProvider } from '../ClientThemeProvider/ClientThemeProvider.tsx';
import { useClientStyling } from '../ClientThemeProvider/ClientStylingContext.ts';
import { LoginForm } from '../LoginForm/LoginForm.tsx';
import { MultiSelect } from '../MultiSelect/MultiSelect.tsx';
import { OrderButton } from '../OrderButton/OrderButton.tsx';
import { Price } from '../Price/Price.tsx';
import { VehicleCard } from '../VehicleCard/VehicleCard.tsx';
import { storyVehicles } from '../VehicleCard/storyVehicles.ts';
import { contrastRatio } from './color.ts';
import { createClientTheme, themeContrastChecks } from './createClientTheme.ts';

type Parsed = { styling: EnvironmentStyling | null; error: string | null };

function parseStyling(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { styling: null, error: 'The JSON must be an object, like a GetStyling response.' };
    }
    // Deliberately not validated beyond "an object": the theme must survive whatever arrives.
    return { styling: value as EnvironmentStyling, error: null };
  } catch (error) {
    return { styling: null, error: `Not valid JSON: ${(error as Error).message}` };
  }
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 20,
        height: 20,
        verticalAlign: 'middle',
        mr: 1,
        border: 1,
        borderColor: 'controlBorder',
        borderRadius: 0.5,
      }}
      style={{ backgroundColor: color }}
    />
  );
}

const BRANDS = demoCatalogBrands.map((brand) => ({
  value: brand.nMerkID,
  label: brand.cMerk,
  count: brand.nAantal,
}));

/** The filters' multi-select with a choice made, so chips and the field show the brand. */
function PlaygroundMultiSelect() {
  const [value, setValue] = useState<number[]>(() =>
    BRANDS.filter((brand) => brand.label === 'Volkswagen').map((brand) => brand.value),
  );
  return <MultiSelect label="Brands" options={BRANDS} value={value} onChange={setValue} />;
}

/** Paste a GetStyling JSON and see the derived palette, its contrast ratios and key components. */
function ThemePlayground() {
  const ambient = useClientStyling().styling;
  const [text, setText] = useState(() => JSON.stringify(ambient ?? {}, null, 2));
  const parsed = useMemo(() => parseStyling(text), [text]);
  const [lastGood, setLastGood] = useState<EnvironmentStyling | null>(ambient);
  if (parsed.styling && parsed.styling !== lastGood) setLastGood(parsed.styling);
  const checks = useMemo(() => themeContrastChecks(createClientTheme(lastGood)), [lastGood]);
  const fieldId = useId();

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        Theme playground
      </Typography>
      <TextField
        id={fieldId}
        label="GetStyling JSON"
        multiline
        minRows={6}
        maxRows={16}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={parsed.error !== null}
        helperText={parsed.error ?? 'Edit the colours, logo or name; the preview follows.'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <ClientThemeProvider styling={lastGood} applyToDocument={false}>
        <Stack spacing={2} sx={{ p: 2 }}>
          <Typography component="h2" variant="h3">
            Preview
          </Typography>
          <ClientLogo />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained">Order now</Button>
            <Button variant="contained" color="secondary">
              Compare
            </Button>
            <Button variant="outlined">Save car</Button>
            <Button>Cancel</Button>
          </Stack>
          <Typography>
            Lease price <Price value={589.5} period="month" />, see the{' '}
            <Link href="#conditions">lease conditions</Link>.
          </Typography>
          <Alert severity="warning">Your own contribution exceeds the scheme maximum.</Alert>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Box sx={{ width: 300 }}>
              <VehicleCard
                vehicle={storyVehicles.id4Pro}
                compared
                onCompareToggle={() => undefined}
                onSave={() => undefined}
              />
            </Box>
            <Stack spacing={2} sx={{ width: 360 }}>
              <PlaygroundMultiSelect />
              <OrderButton
                detail={demoConfiguratorDetail}
                recalculating={false}
                onOrder={() => undefined}
              />
            </Stack>
          </Stack>
          <Box sx={{ maxWidth: 400 }}>
            <LoginForm onSubmit={() => undefined} showHeading={false} />
          </Box>
        </Stack>
      </ClientThemeProvider>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', '& th, & td': { p: 0.75, textAlign: 'left' } }}
      >
        <caption style={{ textAlign: 'left' }}>
          <Typography component="span" variant="h3">
            Contrast checks
          </Typography>
        </caption>
        <thead>
          <tr>
            <th scope="col">Use</th>
            <th scope="col">Foreground</th>
            <th scope="col">Background</th>
            <th scope="col">Ratio</th>
            <th scope="col">Minimum</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check, index) => {
            const ratio = contrastRatio(check.foreground, check.background);
            return (
              <tr key={`${check.name}-${index}`}>
                <th scope="row">{check.name}</th>
                <td>
                  <Swatch color={check.foreground} />
                  {check.foreground}
                </td>
                <td>
                  <Swatch color={check.background} />
                  {check.background}
                </td>
                <td>{ratio.toFixed(2)}:1</td>
                <td>{check.minimum}:1</td>
                <td>{ratio >= check.minimum ? 'Pass' : 'Fail'}</td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Stack>
  );
}

const meta = {
  title: 'Theme/Playground',
  component: ThemePlayground,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: 'For designers: paste a GetStyling JSON.' } } },
} satisfies Meta<typeof ThemePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts from the toolbar brand's styling. */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'GetStyling JSON' });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(
      '{"cName":"Pasted","cPrimaryColor":"#fff200","cSecondaryColor":"#00ffff"}',
    );
    await expect(await canvas.findByText('Pasted')).toBeVisible();
    // The key components follow the pasted brand.
    await expect(canvas.getByRole('article', { name: 'Volkswagen ID.4' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Brands' })).toBeVisible();
    await expect(canvas.queryByText('Fail')).toBeNull();
    await userEvent.type(field, '{{oops');
    await expect(canvas.getByText(/^Not valid JSON/)).toBeVisible();
  },
};
