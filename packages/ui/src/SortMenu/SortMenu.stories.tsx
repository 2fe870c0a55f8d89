import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAR_SORT_OPTIONS } from '@lease/api/contract';
import { expect, fn, waitFor, within } from 'storybook/test';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { SortMenu } from './SortMenu.tsx';
import { phoneFrame } from '../storybook/phoneFrame.tsx';

/** The 12 sort options of spec point 9, as the contract defines them. */
const options = CAR_SORT_OPTIONS;

const Stateful = controlled(SortMenu);

const meta = {
  title: 'Search/SortMenu',
  component: SortMenu,
  tags: ['autodocs'],
  args: { options, value: 'nLeaseprijs-asc', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button names the current order. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('button', {
        name: `${text('sortMenu.label')} ${text('sortMenu.leasePrice.asc')}`,
      }),
    ).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/** Open: all 12 options, the current one checked. */
export const Open: Story = {
  play: async ({ canvas, userEvent, canvasElement, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: text('sortMenu.label'),
    });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(12);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(items[0]).toHaveFocus();
  },
};

/** Choosing with the keyboard: arrows, then Enter; the menu closes and the button updates. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvas, userEvent, args, canvasElement, globals }) => {
    const text = storyText(globals);
    const button = canvas.getByRole('button', { expanded: false });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    // The menu grows in; wait for the transition rather than a fixed time.
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('nNettoKosten-desc');
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(button).toHaveTextContent(text('sortMenu.personalCost.desc'));
  },
};

/** Choosing with the pointer. */
export const ChooseByPointer: Story = {
  play: async ({ canvas, userEvent, args, canvasElement, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('menuitemradio', { name: text('sortMenu.versionTitle.desc') }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('cUitvoering-desc');
  },
};

/** Model title, Z to A. */
export const ModelDescending: Story = { args: { value: 'cModel-desc' } };

/** Disabled while the list loads. */
export const Disabled: Story = { args: { disabled: true } };

/**
 * Long texts: French, whose sort labels are the longest, in a column as narrow as a phone (320 px
 * less the page's padding). The label and the button wrap instead of overflowing, and the menu
 * still works by keyboard.
 */
export const LongTexts: Story = {
  args: { value: 'nEigenbijdrage-desc' },
  globals: { locale: 'fr' },
  decorators: [phoneFrame({ minHeight: 560 })],
  play: async ({ canvas, userEvent, args, canvasElement, globals }) => {
    const text = storyText(globals);
    const frame = canvas.getByTestId('phone-frame');
    const overflows = () => frame.scrollWidth > frame.clientWidth;
    const button = canvas.getByRole('button', {
      name: `${text('sortMenu.label')} ${text('sortMenu.ownContribution.desc')}`,
    });
    await expect(overflows()).toBe(false);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    // The menu opens on the current order; one up is the same field, ascending.
    await expect(
      await body.findByRole('menuitemradio', { name: text('sortMenu.ownContribution.desc') }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('nEigenbijdrage-asc');
    await expect(button).toHaveTextContent(text('sortMenu.ownContribution.asc'));
    await expect(button).toHaveFocus();
    await expect(overflows()).toBe(false);
  },
};
