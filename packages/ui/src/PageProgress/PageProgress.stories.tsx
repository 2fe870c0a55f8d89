import { Suspense, use } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { PageProgress } from './PageProgress.tsx';

const meta = {
  title: 'Shell/PageProgress',
  component: PageProgress,
  tags: ['autodocs'],
  argTypes: { minHeight: { control: 'text' } },
} satisfies Meta<typeof PageProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spinner in the middle of half the window, named "Loading…" for assistive technology. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('progressbar', { name: storyText(globals)('pageProgress.label') }),
    ).toBeVisible();
  },
};

/** In a smaller space, such as a panel whose content is still loading. */
export const Compact: Story = {
  args: { minHeight: 120 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('progressbar', { name: storyText(globals)('pageProgress.label') }),
    ).toBeVisible();
  },
};

/** A page that never arrives, so the fallback stays for the story. */
const never = new Promise<never>(() => {});
function LazyPage(): never {
  return use(never);
}

/** As the portal uses it: the fallback of `Suspense` while a page's code or data loads. */
export const WhileAPageLoads: Story = {
  render: (args) => (
    <Suspense fallback={<PageProgress {...args} />}>
      <LazyPage />
    </Suspense>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: storyText(globals)('pageProgress.label') }),
    ).toBeVisible();
  },
};

/** On a phone: still centred, nothing sticks out sideways. */
export const OnPhone: Story = {
  decorators: [phoneFrame()],
  play: async ({ canvas, globals }) => {
    const frame = canvas.getByTestId('phone-frame');
    const spinner = canvas.getByRole('progressbar', {
      name: storyText(globals)('pageProgress.label'),
    });
    const frameBox = frame.getBoundingClientRect();
    const spinnerBox = spinner.getBoundingClientRect();
    const offCentre = spinnerBox.left + spinnerBox.width / 2 - (frameBox.left + frameBox.width / 2);
    await expect(Math.abs(offCentre)).toBeLessThan(1);
    await expect(overflowsSideways(frame)).toBe(false);
  },
};
