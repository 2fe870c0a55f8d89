import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { Greeting } from './Greeting.tsx';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';

const meta = {
  title: 'Components/Greeting',
  component: Greeting,
  tags: ['autodocs'],
  args: { now: new Date(2026, 10, 20, 9, 30), name: 'Jan' },
} satisfies Meta<typeof Greeting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before 12:00. */
export const Morning: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('heading', { name: text('greeting.morningName', { name: 'Jan' }) }),
    ).toBeVisible();
  },
};

/** From 12:00 until 18:00. */
export const Afternoon: Story = {
  args: { now: new Date(2026, 10, 20, 14, 0) },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('heading', { name: text('greeting.afternoonName', { name: 'Jan' }) }),
    ).toBeVisible();
  },
};

/** From 18:00. */
export const Evening: Story = {
  args: { now: new Date(2026, 10, 20, 20, 15) },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('heading', { name: text('greeting.eveningName', { name: 'Jan' }) }),
    ).toBeVisible();
  },
};

/** A supervisor has no driver name: the greeting stands alone. */
export const WithoutName: Story = {
  args: { now: new Date(2026, 10, 20, 14, 0), name: '  ' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { name: text('greeting.afternoon') })).toBeVisible();
  },
};

/** A very long name wraps over several lines on a phone instead of running off the screen. */
export const LongName: Story = {
  args: { name: 'Maria-Magdalena Alexandra Wilhelmina van Oldenbarnevelt tot Gansoyen' },
  decorators: [phoneFrame()],
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const heading = canvas.getByRole('heading', {
      name: text('greeting.morningName', {
        name: 'Maria-Magdalena Alexandra Wilhelmina van Oldenbarnevelt tot Gansoyen',
      }),
    });
    await expect(heading).toBeVisible();
    await expect(overflowsSideways(heading)).toBe(false);
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};

/** A name without spaces (here 35 letters) still wraps: it breaks inside the word. */
export const LongNameWithoutSpaces: Story = {
  args: { name: 'Wolfeschlegelsteinhausenbergerdorff' },
  decorators: [phoneFrame()],
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const heading = canvas.getByRole('heading', {
      name: text('greeting.morningName', { name: 'Wolfeschlegelsteinhausenbergerdorff' }),
    });
    await expect(heading).toBeVisible();
    await expect(overflowsSideways(heading)).toBe(false);
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};
