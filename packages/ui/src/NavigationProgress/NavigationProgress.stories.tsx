import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { NavigationProgress, type NavigationProgressProps } from './NavigationProgress.tsx';

/**
 * A stand-in for the window. The bar is fixed to the top of the window; a transformed ancestor
 * becomes the box fixed elements are placed in, so here it sits at the top of this frame and
 * shows in the story's own screenshot. Added per story, so that on a phone it can sit inside
 * the phone's frame.
 */
const windowFrame: Decorator = (Story) => (
  <div
    data-testid="window"
    style={{ transform: 'translateZ(0)', minHeight: 160, padding: '24px 16px' }}
  >
    <Story />
    <Typography component="h1" variant="h2">
      Saved cars
    </Typography>
    <Typography>The page stays usable while the next one loads.</Typography>
  </div>
);

/** Checks that the bar lies across the whole top edge of the (stand-in) window. */
async function expectAcrossTheTop(bar: HTMLElement, frame: HTMLElement) {
  const barBox = bar.getBoundingClientRect();
  const windowBox = frame.getBoundingClientRect();
  await expect(barBox.top).toBe(windowBox.top);
  await expect(barBox.left).toBe(windowBox.left);
  await expect(barBox.width).toBe(windowBox.width);
}

/** Starts a navigation on a press and ends it on another, as the router's state would. */
function Navigating(props: NavigationProgressProps) {
  const [active, setActive] = useState(props.active);
  return (
    <>
      <NavigationProgress active={active} />
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <Button variant="outlined" onClick={() => setActive(true)}>
          Go to the calculator
        </Button>
        <Button variant="outlined" onClick={() => setActive(false)}>
          Calculator arrives
        </Button>
      </div>
    </>
  );
}

const meta = {
  title: 'Shell/NavigationProgress',
  component: NavigationProgress,
  tags: ['autodocs'],
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation is under way: a thin bar across the top of the window, named "Loading…". */
export const Default: Story = {
  decorators: [windowFrame],
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', {
      name: storyText(globals)('navigationProgress.label'),
    });
    await expect(bar).toBeVisible();
    await expectAcrossTheTop(bar, canvas.getByTestId('window'));
  },
};

/** Idle: nothing shows. */
export const Idle: Story = {
  decorators: [windowFrame],
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The bar comes with a navigation and goes when the next page has arrived. */
export const DuringANavigation: Story = {
  decorators: [windowFrame],
  args: { active: false },
  render: (args) => <Navigating {...args} />,
  play: async ({ canvas, userEvent, globals }) => {
    const name = storyText(globals)('navigationProgress.label');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the calculator' }));
    await expect(canvas.getByRole('progressbar', { name })).toBeVisible();
    // The page underneath still answers, by keyboard too.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Calculator arrives' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** On a phone the bar still spans the whole width. */
export const OnPhone: Story = {
  // The window inside the phone (a later decorator wraps the earlier ones).
  decorators: [windowFrame, phoneFrame({ width: 320 })],
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', {
      name: storyText(globals)('navigationProgress.label'),
    });
    await expectAcrossTheTop(bar, canvas.getByTestId('window'));
  },
};
