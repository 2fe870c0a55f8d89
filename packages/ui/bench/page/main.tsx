import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { IntlProvider } from 'react-intl';
import Autocomplete from '@mui/material/Autocomplete';
import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { createClientTheme } from '../../src/theme/createClientTheme.ts';
import { uiMessages } from '../../src/i18n/uiMessages.ts';
import { formatPrice } from '../../src/Price/formatPrice.ts';
import { MultiSelect, type MultiSelectOption } from '../../src/MultiSelect/MultiSelect.tsx';
import { VehicleCard, type VehicleCardVehicle } from '../../src/VehicleCard/VehicleCard.tsx';
import { VehicleGrid } from '../../src/VehicleGrid/VehicleGrid.tsx';

declare global {
  interface Window {
    benchReady?: boolean;
    renderCards?: () => void;
    /** Resolves once no listbox is busy (ours searches long lists in a worker). */
    listSettled?: () => Promise<void>;
  }
}

const params = new URLSearchParams(location.search);
const scenario = params.get('case') ?? 'multiselect';
const impl = params.get('impl') ?? 'ours';
const count = Number(params.get('n') ?? '1000');

const BRANDS = [
  'Audi',
  'BMW',
  'Kia',
  'Mercedes-Benz',
  'Peugeot',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
  'Škoda',
];
const options: MultiSelectOption<number>[] = Array.from({ length: count }, (_, i) => ({
  value: i + 1,
  label: `${BRANDS[i % BRANDS.length]} model ${Math.floor(i / BRANDS.length) + 1} variant ${i + 1}`,
}));

function Ours() {
  const [value, setValue] = useState<number[]>([]);
  return <MultiSelect label="Types" options={options} value={value} onChange={setValue} />;
}

function Peer() {
  // The peer: MUI's own Autocomplete, multiple, without virtualisation (its default).
  const [value, setValue] = useState<MultiSelectOption<number>[]>([]);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, next) => setValue(next)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderInput={(inputProps) => <TextField {...inputProps} label="Types" />}
    />
  );
}

const vehicle = (i: number): VehicleCardVehicle => ({
  nTypeIDHist: 1000 + i,
  nModelID: 100 + i,
  cMerk: BRANDS[i % BRANDS.length] ?? 'Audi',
  cModel: `Model ${i + 1}`,
  cUitvoering: `Business Edition ${i + 1} 77 kWh 286 pk`,
  cCarrosserie: 'suv',
  cBrandstof: 'elektrisch',
  cTransmissie: 'automaat',
  nDeuren: 5,
  nZitplaatsen: 5,
  nCO2: 0,
  nActieradius: 400 + i,
  cBrandstoflabel: 'A',
  nVermogen: 150,
  nCatalogusprijs: 45000,
  nFiscaleWaarde: 45000,
  nBijtellingPercentage: 18,
  dEersteToelating: null,
  nLeaseprijs: 600 + i * 7,
  nEigenbijdrage: i % 3 === 0 ? 25 : 0,
  nNettoKosten: 350 + i,
  bActie: false,
  bMagBestellen: true,
  cAfbeeldingURL: null,
  Fietsdata: null,
  Laadkabels: ['type-2', 'ccs'],
});
const vehicles = Array.from({ length: 24 }, (_, i) => vehicle(i));

function Cards() {
  return (
    <VehicleGrid>
      {vehicles.map((v) => (
        <VehicleCard
          key={v.nTypeIDHist}
          vehicle={v}
          onCompareToggle={() => undefined}
          onSave={() => undefined}
        />
      ))}
    </VehicleGrid>
  );
}

const CAR_PATH =
  'M18.92 6.01C18.72 5.42 18.16 5 17.5 5h-11c-.66 0-1.21.42-1.42 1.01L3 12v8c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-1h12v1c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-8z';
const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

function plainCards(): string {
  const items = vehicles.map((v) => {
    const price = (label: string, value: number) =>
      `<div><dt>${label}</dt><dd>${escape(formatPrice(value))} per month</dd></div>`;
    return `<li><article class="card" aria-label="${escape(`${v.cMerk} ${v.cModel}`)}">
<div class="media"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${CAR_PATH}"/></svg></div>
<div class="body"><div><p class="brand">${escape(v.cMerk)}</p><h3 class="name">${escape(`${v.cMerk} ${v.cModel}`)}</h3>
<p class="version">${escape(v.cUitvoering)}</p></div>
<dl class="facts prices">${price('Lease price', v.nLeaseprijs)}${price('Own contribution', v.nEigenbijdrage ?? 0)}${price('Net cost', v.nNettoKosten ?? 0)}</dl>
<dl class="facts"><div><dt>Fuel</dt><dd>Electric</dd></div><div><dt>CO₂</dt><dd>${v.nCO2} g/km</dd></div><div><dt>Range</dt><dd>${v.nActieradius} km</dd></div></dl></div>
<div class="actions"><button type="button" aria-pressed="false">Compare</button><button type="button" aria-pressed="false">Save</button></div>
</article></li>`;
  });
  return `<ul class="grid">${items.join('')}</ul>`;
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const theme = createClientTheme(null);

if (scenario === 'cards' && impl === 'html') {
  window.renderCards = () => {
    container.innerHTML = plainCards();
  };
} else {
  const root = createRoot(container);
  const Shell = ({ children, width }: { children: ReactNode; width: number }) => (
    <IntlProvider locale="en" messages={uiMessages.en}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div style={{ padding: 16, width }}>{children}</div>
      </ThemeProvider>
    </IntlProvider>
  );
  if (scenario === 'cards') {
    // A portal page renders its cards into an app that is already running (as the plain page's
    // stylesheet is already loaded): the providers and CssBaseline mount before the measurement,
    // which covers only the 24 cards (their styles included).
    flushSync(() => root.render(<Shell width={1200}>{null}</Shell>));
    window.renderCards = () => {
      flushSync(() =>
        root.render(
          <Shell width={1200}>
            <Cards />
          </Shell>,
        ),
      );
    };
  } else {
    flushSync(() => root.render(<Shell width={480}>{impl === 'mui' ? <Peer /> : <Ours />}</Shell>));
  }
}
// Waits by observing the attribute, not by polling: the wait costs the page next to nothing.
window.listSettled = () =>
  new Promise<void>((resolve) => {
    const busy = () => document.querySelector('[role="listbox"][aria-busy="true"]') !== null;
    if (!busy()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (busy()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ['aria-busy'],
    });
  });
window.benchReady = true;
