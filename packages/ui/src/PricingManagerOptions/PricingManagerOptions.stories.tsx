import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { PmOption } from '@lease/api';
import { storyText } from '../testing/storyText.ts';
import {
  PricingManagerOptions,
  type PricingManagerOptionsProps,
} from './PricingManagerOptions.tsx';

/** The demo server sends no `PMOpties`; these are typical ones. */
const winterTyres: PmOption = {
  nPMOptieID: 31,
  cOmschrijving: 'Winterbandenset met opslag',
  nPrijs: 14,
  bChecked: false,
};
const fuelCard: PmOption = {
  nPMOptieID: 32,
  cOmschrijving: 'Tankpas binnenland',
  nPrijs: 0,
  bChecked: true,
};
const insurance: PmOption = {
  nPMOptieID: 33,
  cOmschrijving: 'Inzittendenverzekering',
  nPrijs: 3.5,
  bChecked: false,
};

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
  args: { options: [winterTyres, fuelCard, insurance], onChoose: fn(), onRemove: fn() },
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

/** Three options, the fuel card already chosen. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { name: text('pmOptions.heading') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', {
        name: text('pmOptions.choose', { name: winterTyres.cOmschrijving }),
      }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', {
        name: text('pmOptions.remove', { name: fuelCard.cOmschrijving }),
      }),
    ).toBeVisible();
  },
};

/** Choosing an option reports it; it then shows as chosen with a remove action. */
export const Choose: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('pmOptions.choose', { name: insurance.cOmschrijving }),
      }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith(insurance);
    const remove = canvas.getByRole('button', {
      name: text('pmOptions.remove', { name: insurance.cOmschrijving }),
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith({ ...insurance, bChecked: true });
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
