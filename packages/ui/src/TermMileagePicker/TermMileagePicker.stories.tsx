import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { demoTerms } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { TermMileagePicker } from './TermMileagePicker.tsx';
import { controlled } from '../storybook/controlled.tsx';

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
    await userEvent.click(canvas.getByRole('combobox', { name: text('terms.mileage') }));
    await userEvent.click(await screen.findByRole('option', { name: /35[.,]000/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ nLooptijd: 60, nKilometrage: 35000 });
    await expect(canvas.getByRole('combobox', { name: text('terms.mileage') })).toHaveTextContent(
      /35[.,]000/,
    );
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
