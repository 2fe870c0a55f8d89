import type { Preview } from '@storybook/react-vite';
import { storyBrands, storyLocales, withBrandAndLocale } from '@lease/ui/storybook';

const preview: Preview = {
  decorators: [withBrandAndLocale],
  globalTypes: {
    brand: {
      description: 'Client brand (demo styling)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [...storyBrands, { value: 'all', title: 'All brands side by side' }],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: storyLocales.map((language) => ({ value: language, title: language })),
        dynamicTitle: true,
      },
    },
    layout: {
      description: 'Body layout class (spec point 9)',
      toolbar: {
        title: 'Layout',
        icon: 'browser',
        items: [
          { value: 'full', title: 'full-layout' },
          { value: 'boxed', title: 'boxed-layout' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'horizon', locale: 'en', layout: 'full' },
  parameters: {
    // Every story test fails on an axe violation: WCAG 2.2 AA is the bar (decisions.md §4).
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
