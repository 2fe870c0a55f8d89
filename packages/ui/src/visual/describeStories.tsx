import { afterAll, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import type { StoryContext } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { afterEach as runAxe } from '@storybook/addon-a11y/preview';
import { demoClients } from '@lease/api/testing';
import { rerenderStory } from './rebrand.tsx';
import { shardsOfStoryFiles } from './shards.ts';
import { photographGlobals, visualStoryOptions } from './storyOptions.ts';
import { declaredViewport, VISUAL_VIEWPORT } from './viewport.ts';

/**
 * Every story, split over the shard files (`shard<N>.test.tsx`) that Vitest runs side by side.
 * Per story: one test runs it in its own globals (brand, locale, viewport, as in Storybook) with
 * its play function and axe; then one test per demo brand re-themes what that run left on screen
 * (`rebrand.tsx`), runs axe again (contrast depends on the brand) and compares the screenshot
 * `<Component>-<Story>-<brand>` with its baseline. Stories in `visualStoryOptions` with
 * `playInEachBrand` are mounted and played again in each brand instead.
 */
type StoryModule = Parameters<typeof composeStories>[0];

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether this system draws the baselines' pictures (`vitest.visual.config.ts`). */
    visualBaselinesApply: boolean;
  }
}

/** The part of a composed story this harness uses. */
interface ComposedStory {
  id: string;
  parameters: { layout?: string } & Parameters<typeof declaredViewport>[0];
  globals: Record<string, unknown>;
  reporting: { reports: unknown[] };
  run(context: { canvasElement: HTMLElement; globals: Record<string, unknown> }): Promise<void>;
}

function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'run' in value && 'reporting' in value;
}

interface A11yReport {
  type: string;
  result?: { violations?: { id: string; impact?: string; nodes: { target: unknown }[] }[] };
}

/** The number of shard files (`shard<N>.test.tsx`). */
export const VISUAL_SHARDS = 4;

const storyFiles = import.meta.glob<StoryModule>('../**/*.stories.tsx');
/** The story files' sources, read for their number of stories only. */
const storySources = import.meta.glob<string>('../**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

async function settle(container: HTMLElement) {
  await Promise.all(
    [...container.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)),
  );
  await Promise.all(
    ['400', '500', '700'].map((weight) => document.fonts.load(`${weight} 16px Roboto`)),
  );
  await document.fonts.ready;
}

type Size = { readonly width: number; readonly height: number };

/** The story on screen: the harness keeps it from its behaviour test to its brands' pictures. */
let mounted:
  | {
      story: ComposedStory;
      container: HTMLElement;
      globals: Record<string, unknown>;
      viewport: Size;
    }
  | undefined;

function unmount() {
  mounted?.container.remove();
  mounted = undefined;
}

async function mount(story: ComposedStory, globals: Record<string, unknown>, viewport: Size) {
  unmount();
  await page.viewport(viewport.width, viewport.height);
  const container = document.createElement('div');
  container.style.padding = story.parameters.layout === 'fullscreen' ? '0' : '16px';
  document.body.append(container);
  // The harness changes `globals` in place later; the preview's decorators read it on each render.
  await story.run({ canvasElement: container, globals });
  mounted = { story, container, globals, viewport };
  return mounted;
}

/** The a11y addon's axe run, with the story's own a11y parameters, on what is on screen now. */
async function runAxeAgain(story: ComposedStory, globals: Record<string, unknown>) {
  const context = { id: story.id, reporting: story.reporting, parameters: story.parameters };
  // The addon's hook reads only these fields of the story context.
  await runAxe?.({ ...context, globals, viewMode: 'story' } as unknown as StoryContext);
}

function expectNoAxeViolations(story: ComposedStory, reportsBefore: number, where: string) {
  const reports = story.reporting.reports.slice(reportsBefore) as A11yReport[];
  const a11y = reports.filter((report) => report.type === 'a11y').at(-1);
  // No report means axe never ran: that must fail, not pass as "no violations".
  expect(a11y?.result, `axe ran ${where}`).toBeDefined();
  const violations = (a11y?.result?.violations ?? []).map(
    (v) => `${v.id} (${v.impact ?? '?'}): ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );
  expect(violations, `axe ${where}`).toEqual([]);
}

const sameGlobals = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys({ ...a, ...b }).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

function describeStory(component: string, name: string, story: ComposedStory) {
  const options = visualStoryOptions[`${component}/${name}`] ?? {};

  test(
    name,
    async () => {
      const viewport = declaredViewport(story.parameters, story.globals) ?? VISUAL_VIEWPORT;
      const reportsBefore = story.reporting.reports.length;
      await mount(story, { ...story.globals }, viewport);
      expectNoAxeViolations(story, reportsBefore, 'in its own globals');
    },
    options.timeoutMs,
  );

  for (const brand of demoClients) {
    test(`${name} in ${brand}`, async ({ skip }) => {
      const wanted = photographGlobals(story.globals, brand);
      const reportsBefore = story.reporting.reports.length;
      let shown = mounted;
      if (options.playInEachBrand || shown?.story !== story) {
        shown = await mount(story, wanted, VISUAL_VIEWPORT);
      } else if (!sameGlobals(shown.globals, wanted) || shown.viewport !== VISUAL_VIEWPORT) {
        await page.viewport(VISUAL_VIEWPORT.width, VISUAL_VIEWPORT.height);
        shown.viewport = VISUAL_VIEWPORT;
        Object.assign(shown.globals, wanted);
        rerenderStory();
        await settle(shown.container);
        await runAxeAgain(story, shown.globals);
      }
      // Otherwise the picture is what the behaviour test left, on which it ran axe.
      const { container } = shown;
      try {
        await settle(container);
        if (story.reporting.reports.length > reportsBefore) {
          expectNoAxeViolations(story, reportsBefore, `in ${brand}`);
        }

        if (!inject('visualBaselinesApply')) skip('the baselines are drawn on Linux');

        // A story taller than the viewport is taken whole: below the viewport's edge the
        // screenshot would be blank, and a change there would go unseen. (A fullscreen page
        // at least as tall as the viewport keeps its height when the viewport grows to it.)
        const bottom = Math.ceil(container.getBoundingClientRect().bottom + window.scrollY);
        if (bottom > VISUAL_VIEWPORT.height) {
          await page.viewport(VISUAL_VIEWPORT.width, bottom);
          await settle(container);
        }

        await expect
          .element(page.elementLocator(container))
          .toMatchScreenshot(`${component}-${name}-${brand}`);
      } finally {
        await page.viewport(VISUAL_VIEWPORT.width, VISUAL_VIEWPORT.height);
      }
    });
  }
}

/** Declares the tests of one shard's story files. */
export async function describeStoryShard(shard: number) {
  const mine = shardsOfStoryFiles(storySources, VISUAL_SHARDS)[shard - 1] ?? [];
  afterAll(unmount);
  for (const file of mine) {
    const load = storyFiles[file];
    if (!load) continue;
    const component = file.split('/').at(-2) ?? file;
    const stories = Object.entries(composeStories(await load())).filter(
      (entry): entry is [string, ComposedStory] => isComposedStory(entry[1]),
    );
    describe(component, () => {
      for (const [name, story] of stories) describeStory(component, name, story);
    });
  }
}
