import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { PmOption } from '@lease/api';
import { demoOptionsResponse, demoPmOptions } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import {
  PricingManagerOptions,
  type PricingManagerOptionsProps,
} from './PricingManagerOptions.tsx';

const { deliveryPackage, fleetDiscount, stockOffer } = demoPmOptions;

/** The portal's round trip played by local state. */
function Stateful(props: PricingManagerOptionsProps) {
  const [options, setOptions] = useState(props.options);
  const set = (option: PmOption, bChecked: boolean) =>
    setOptions((previous) =>
      previous.map((o) => (o.nPMOptieID === option.nPMOptieID ? { ...o, bChecked } : o)),
    );
  return (
    <PricingManagerOptions
      {...props}
      options={options}
      onChoose={(option) => {
        props.onChoose(option);
        set(option, true);
      }}
      onRemove={(option) => {
        props.onRemove(option);
        set(option, false);
      }}
    />
  );
}

const meta = {
  title: 'Configurator/PricingManagerOptions',
  component: PricingManagerOptions,
  tags: ['autodocs'],
  args: { options: demoOptionsResponse.PMOpties, onChoose: fn(), onRemove: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingManagerOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `PMOpties` of `GetOpties`: the delivery package and the fleet discount come chosen, the stock
 * offer (a discount) is the driver's to choose. A discount shows with its minus sign.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { name: text('pmOptions.heading') })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // The discount keeps its sign (text content is compared with its no-break space as a space).
    await expect(items[1]).toHaveTextContent(fleetDiscount.cOmschrijving);
    await expect(items[1]).toHaveTextContent('€ -750,-');
    await expect(
      canvas.getByRole('button', {
        name: text('pmOptions.choose', { name: stockOffer.cOmschrijving }),
      }),
    ).toBeEnabled();
    for (const chosen of [deliveryPackage, fleetDiscount]) {
      await expect(
        canvas.getByRole('button', {
          name: text('pmOptions.remove', { name: chosen.cOmschrijving }),
        }),
      ).toBeVisible();
    }
  },
};

/** Choosing an option reports it; it then shows as chosen with a remove action. */
export const Choose: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('pmOptions.choose', { name: stockOffer.cOmschrijving }),
      }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith(stockOffer);
    const remove = canvas.getByRole('button', {
      name: text('pmOptions.remove', { name: stockOffer.cOmschrijving }),
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith({ ...stockOffer, bChecked: true });
  },
};

/** While the configuration recalculates the actions wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** No pricing-manager options: nothing shows. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
