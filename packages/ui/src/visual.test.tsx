import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import { demoClients } from '@lease/api/testing';
import { VISUAL_VIEWPORT } from './visualViewport.ts';

/**
 * Visual baselines: every story in every demo brand, rendered with the preview's decorators
 * (theme, locale) and its play function, checked by axe, then compared with the stored
 * screenshot `<Component>-<Story>-<brand>`. Every story is taken, those whose play submits twice
 * or stubs a browser API included: the picture shows where the flow ends.
 */
type StoryModule = Parameters<typeof composeStories>[0];

/** The part of a composed story this test uses. */
interface ComposedStory {
  parameters: { layout?: string };
  globals: Record<string, unknown>;
  reporting: { reports: unknown[] };
  run(context: { canvasElement: HTMLElement; globals: Record<string, unknown> }): Promise<void>;
}

function isComposedStory(value: unknown): value is ComposedStory {
  return typeof value === 'function' && 'run' in value && 'reporting' in value;
}

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

interface A11yReport {
  type: string;
  status: string;
  result?: { violations?: { id: string; impact?: string; nodes: { target: unknown }[] }[] };
}

async function settle(container: HTMLElement) {
  await Promise.all(
    [...container.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)),
  );
  await Promise.all(
    ['400', '500', '700'].map((weight) => document.fonts.load(`${weight} 16px Roboto`)),
  );
  await document.fonts.ready;
}

for (const [file, module] of Object.entries(modules)) {
  const component = file.split('/').at(-2) ?? file;
  const stories = Object.entries(composeStories(module)).filter(
    (entry): entry is [string, ComposedStory] => isComposedStory(entry[1]),
  );

  describe(component, () => {
    for (const [name, story] of stories) {
      for (const brand of demoClients) {
        test(`${name} in ${brand}`, async () => {
          const container = document.createElement('div');
          const fullscreen = story.parameters.layout === 'fullscreen';
          container.style.padding = fullscreen ? '0' : '16px';
          document.body.append(container);
          try {
            await story.run({
              canvasElement: container,
              // A story meant for one language (its `globals.locale`) is taken in it.
              globals: { ...story.globals, brand, locale: story.globals.locale ?? 'en' },
            });
            await settle(container);

            const reports = story.reporting.reports as A11yReport[];
            const a11y = reports.filter((report) => report.type === 'a11y').at(-1);
            // No report means axe never ran: that must fail, not pass as "no violations".
            expect(a11y?.result, `axe ran in ${brand}`).toBeDefined();
            const violations = (a11y?.result?.violations ?? []).map(
              (v) =>
                `${v.id} (${v.impact ?? '?'}): ${JSON.stringify(v.nodes.map((n) => n.target))}`,
            );
            expect(violations, `axe in ${brand}`).toEqual([]);

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
            container.remove();
            await page.viewport(VISUAL_VIEWPORT.width, VISUAL_VIEWPORT.height);
          }
        });
      }
    }
  });
}
