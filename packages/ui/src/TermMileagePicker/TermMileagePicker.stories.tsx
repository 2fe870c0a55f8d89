import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoTerms } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { TermMileagePicker } from './TermMileagePicker.tsx';
import { controlled } from '../storybook/controlled.tsx';
import { phoneFrame } from '../storybook/phoneFrame.tsx';

const Stateful = controlled(TermMileagePicker);

const meta = {
  title: 'Configurator/TermMileagePicker',
  component: TermMileagePicker,
  tags: ['autodocs'],
  args: { terms: demoTerms, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TermMileagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's standard: 48 months, 30,000 km a year. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('radio', { name: text('terms.months', { months: 48 }) }),
    ).toBeChecked();
  },
};

/** Choosing a term and a mileage. */
export const Change: Story = {
  args: { value: { nLooptijd: 48, nKilometrage: 25000 } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('radio', { name: text('terms.months', { months: 60 }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ nLooptijd: 60, nKilometrage: 25000 });
    const mileage = canvas.getByRole('combobox', { name: text('terms.mileage') });
    await userEvent.selectOptions(mileage, canvas.getByRole('option', { name: /35[.,]000/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ nLooptijd: 60, nKilometrage: 35000 });
    await expect(mileage).toHaveDisplayValue(/35[.,]000/);
  },
};

/** Bikes: one term only. */
export const SingleTerm: Story = {
  args: {
    terms: {
      Looptijden: [36],
      Kilometrages: [0],
      nStandaardLooptijd: 36,
      nStandaardKilometrage: 0,
    },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const [only, ...others] = canvas.getAllByRole('radio');
    await expect(others).toHaveLength(0);
    await expect(only).toHaveAccessibleName(text('terms.months', { months: 36 }));
    await expect(only).toBeChecked();
  },
};

/** While ordering nothing can change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** No terms known for this car. */
export const Empty: Story = {
  args: { terms: { Looptijden: [], Kilometrages: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('terms.empty'))).toBeVisible();
  },
};

/**
 * The extremes the contract allows: every term up to 120 months and mileages up to 200,000 km a
 * year, the longest and highest chosen, in a column as narrow as a phone (320 px less the page's
 * padding). The terms wrap onto more rows; arrows still move between them.
 */
export const Extremes: Story = {
  args: {
    terms: {
      Looptijden: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120],
      Kilometrages: [5000, 10000, 20000, 30000, 40000, 50000, 75000, 100000, 150000, 200000],
      nStandaardLooptijd: 48,
      nStandaardKilometrage: 20000,
    },
    value: { nLooptijd: 120, nKilometrage: 200000 },
  },
  decorators: [phoneFrame()],
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const longest = canvas.getByRole('radio', { name: text('terms.months', { months: 120 }) });
    await expect(longest).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: text('terms.mileage') })).toHaveDisplayValue(
      /200[.,\s\u202f]000/,
    );
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    longest.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ nLooptijd: 108, nKilometrage: 200000 });
    await expect(
      canvas.getByRole('radio', { name: text('terms.months', { months: 108 }) }),
    ).toBeChecked();
  },
};
