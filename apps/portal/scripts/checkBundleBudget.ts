// The JavaScript budget of each page (ADR 0011): the gzipped bytes a page loads before it can be
// used, read from the build in `dist/` and its manifest. A page over its budget fails `npm test`.
// Bytes are exact for a given build, so this is a check, not a timing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialChunks, type Manifest } from './initialChunks.ts';

const KIB = 1024;
// The build to check: the portal's own, or another build's directory (`… checkBundleBudget.ts /tmp/dist`).
const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');

/** The start language's texts load with every first page (nl: the default language). */
const catalogue = ['src/i18n/nl.ts', '../../packages/ui/src/i18n/nl.ts'];
const defaultLayout = 'src/app/layouts/DefaultLayoutRoute.tsx';
const orderLayout = 'src/app/layouts/OrderLayoutRoute.tsx';

/**
 * Each page: the lazy modules its route matches load, and its budget in bytes. The budgets hold
 * what the pages weigh now, rounded up to the next half KiB with at least 128 B to spare, so
 * nothing grows unnoticed; a change that makes a page lighter lowers its budget. The spare bytes
 * are what two builds of the same code differ by: the build's random id and the chunks' hashed
 * names compress differently each time (up to about 70 B a page). ADR 0011 aims at 190 KiB for the login page and
 * 250 KiB for the calculator and the configurator, and keeps the history of every change to these
 * figures (docs/adr/0011-portal-loading-and-first-paint.md).
 */
const pages: { name: string; modules: string[]; budget: number }[] = [
  { name: 'login', modules: ['src/features/auth/routes/LoginRoute.tsx'], budget: 209 * KIB },
  {
    name: 'client home',
    modules: [defaultLayout, 'src/features/home/routes/ClientHomeRoute.tsx'],
    budget: 219.5 * KIB,
  },
  {
    name: 'calculator',
    modules: [defaultLayout, 'src/features/search/routes/CalculatorRoute.tsx'],
    budget: 245.5 * KIB,
  },
  {
    name: 'configurator',
    modules: [defaultLayout, 'src/features/configurator/routes/ConfiguratorRoute.tsx'],
    budget: 252 * KIB,
  },
  {
    name: 'cart',
    modules: [defaultLayout, 'src/features/cart/routes/CartRoute.tsx'],
    budget: 225.5 * KIB,
  },
  {
    name: 'order status',
    modules: [orderLayout, 'src/features/order/routes/OrderStatusRoute.tsx'],
    budget: 209 * KIB,
  },
];

function readManifest(): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No build manifest at ${path}: run \`pnpm build\` first.`, { cause: error });
  }
}

const manifest = readManifest();
const gzipped = new Map<string, number>();
const sizeOf = (file: string): number => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};

let over = 0;
console.log('page           initial JS (gzip -9)   budget      files');
for (const page of pages) {
  const files = initialChunks(manifest, [...catalogue, ...page.modules]);
  const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
  const fits = bytes <= page.budget;
  if (!fits) over += 1;
  console.log(
    `${page.name.padEnd(14)} ${(bytes / KIB).toFixed(1).padStart(8)} KiB (${String(bytes).padStart(6)} B)` +
      `  ${String(page.budget / KIB).padStart(5)} KiB  ${String(files.length).padStart(4)}` +
      (fits ? '' : '   OVER BUDGET'),
  );
}
if (over > 0) {
  console.error(`\n${over} page(s) load more JavaScript than their budget allows.`);
  process.exit(1);
}
