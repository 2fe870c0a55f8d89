import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { expect, fn } from 'storybook/test';
import { demoConfiguratorDetail, demoConfiguratorDetailOverBudget } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OrderButton } from './OrderButton.tsx';

const meta = {
  title: 'Configurator/OrderButton',
  component: OrderButton,
  tags: ['autodocs'],
  args: { detail: demoConfiguratorDetail, recalculating: false, onOrder: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The car may be ordered. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals)('orderButton.order') }),
    );
    await expect(args.onOrder).toHaveBeenCalledOnce();
  },
};

/** While recalculating the button is gone and a status says why. */
export const Recalculating: Story = {
  args: { recalculating: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('orderButton.recalculating'));
  },
};

/** A choice triggers a recalculation: the button hides while loading and returns when done. */
export const HidesWhileLoading: Story = {
  render: (args) => {
    const [loading, setLoading] = useState(false);
    return (
      <>
        <Button onClick={() => setLoading((value) => !value)}>Change an option</Button>
        <OrderButton {...args} recalculating={loading} />
      </>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const order = { name: text('orderButton.order') };
    await expect(canvas.getByRole('button', order)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change an option' }));
    await expect(canvas.queryByRole('button', order)).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('orderButton.recalculating'));
    await userEvent.click(canvas.getByRole('button', { name: 'Change an option' }));
    await expect(canvas.getByRole('button', order)).toBeVisible();
  },
};

/** Over the category's maximum own contribution: why, and by how much (€49 over €150). */
export const OverMaximum: Story = {
  args: { detail: demoConfiguratorDetailOverBudget, maxOwnContribution: 150 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text('orderButton.overMaximum', { over: '€ 49,-', maximum: '€ 150,-' }).replace(
        /\u00a0/g,
        ' ',
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/hoger dan het maximum/);
  },
};

/** Over the norm budget, the maximum unknown. */
export const OverBudget: Story = {
  args: { detail: { ...demoConfiguratorDetailOverBudget, cRedenNietBestellen: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('€ 199,-');
  },
};

/** A long reason from the server wraps. */
export const LongReason: Story = {
  args: {
    detail: {
      ...demoConfiguratorDetailOverBudget,
      nAfwijkingwaarde: 0,
      cRedenNietBestellen:
        'Deze uitvoering kan op dit moment niet worden besteld omdat de leasemaatschappij de prijsafspraken met de importeur opnieuw vaststelt; naar verwachting is bestellen vanaf 1 april 2027 weer mogelijk via dit portaal of via de leasedesk.',
    },
  },
};

/** A bike is ordered as a bike: the button and the reasons it is blocked name it so. */
export const Bike: Story = {
  args: { vehicle: 'bike' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('orderButton.orderBike') }));
    await expect(args.onOrder).toHaveBeenCalledOnce();
  },
};

/** A bike over the budget: the notice speaks of the bike, not of a car. */
export const BikeOverBudget: Story = {
  args: {
    vehicle: 'bike',
    detail: { ...demoConfiguratorDetailOverBudget, cRedenNietBestellen: null },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(text('orderButton.blockedBike'));
    await expect(status).toHaveTextContent(
      text('orderButton.overBudgetBike', { over: '€ 199,-' }).replace(/\u00a0/g, ' '),
    );
    await expect(status).toHaveTextContent(text('orderButton.blockedHintBike'));
  },
};
