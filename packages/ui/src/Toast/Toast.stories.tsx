import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { expect, waitFor, waitForElementToBeRemoved, within } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { ToastProvider, TOAST_WIDTH } from './ToastProvider.tsx';
import { useToast } from './ToastContext.ts';

/** Buttons that raise toasts, as pages of the portal would. */
function ToastDemo() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', maxWidth: 560 }}>
      <Button
        variant="contained"
        onClick={() => toast.show({ message: 'Added to your cart.', severity: 'success' })}
      >
        Add to cart
      </Button>
      <Button variant="outlined" onClick={() => toast.show('Your configuration has been saved.')}>
        Save
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          toast.show({ message: 'The price could not be recalculated.', severity: 'error' })
        }
      >
        Fail
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          toast.show({
            message: 'Your budget is almost used up: € 12,- left this month.',
            severity: 'warning',
          })
        }
      >
        Warn
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          toast.show({
            message:
              'Uw bestelling voor de Volkswagen ID.4 Pro 77 kWh 286 pk automaat Business Edition is ontvangen en wordt binnen vijf werkdagen door uw wagenparkbeheerder beoordeeld.',
            severity: 'success',
          })
        }
      >
        Long text
      </Button>
      <Button
        variant="outlined"
        onClick={() => toast.show('<b>Saved</b> <img src=x onerror="alert(1)">')}
      >
        Markup
      </Button>
    </Stack>
  );
}

/** The add-to-cart notice of spec point 4: a title above the message. */
function TitledToastDemo() {
  const toast = useToast();
  return (
    <Button
      variant="contained"
      onClick={() =>
        toast.show({ title: 'Shopping cart', message: 'Added to your cart.', severity: 'success' })
      }
    >
      Add to cart
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  // Long enough that a screenshot never catches a toast leaving; `AutoDismiss` uses the default.
  args: { defaultDuration: 600_000 },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastDemo />
    </ToastProvider>
  ),
  decorators: [
    (Story) => (
      // A transform makes this box the toasts' containing block, so they show in screenshots.
      <div style={{ transform: 'translateZ(0)', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast: top right, 300 px wide, announced politely. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Added to your cart.');
    const host = toast.closest('ol');
    await expect(host?.getBoundingClientRect().width).toBe(TOAST_WIDTH);
  },
};

/** A title above the message, both announced in the status region, still 300 px wide. */
export const WithTitle: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <TitledToastDemo />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const toast = await canvas.findByRole('status');
    // A toast slides in (from transparent) over 300 ms: wait for it rather than for a fixed time.
    await waitFor(() => expect(within(toast).getByText('Shopping cart')).toBeVisible());
    await expect(within(toast).getByText('Added to your cart.')).toBeVisible();
    // The live region's text: the title first, then the message.
    await expect(toast.textContent).toMatch(/^Shopping cart\s*Added to your cart\.$/);
    await expect(toast.closest('ol')?.getBoundingClientRect().width).toBe(TOAST_WIDTH);
  },
};

/** Each severity; errors and warnings are alerts, the others status messages. */
export const Severities: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Add to cart', 'Save', 'Fail', 'Warn']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(await canvas.findAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** The close button removes a toast. */
export const Dismiss: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await canvas.findByRole('status');
    await userEvent.click(within(toast).getByRole('button', { name: text('toast.close') }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Keyboard: the close button is reachable and works with Enter. */
export const DismissByKeyboard: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toast = await canvas.findByRole('alert');
    within(toast)
      .getByRole('button', { name: text('toast.close') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A toast goes by itself after its duration (300 ms here instead of 3000). */
export const AutoDismiss: Story = {
  args: { defaultDuration: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await canvas.findByRole('status');
    await waitForElementToBeRemoved(toast, { timeout: 3000 });
  },
};

/** Long texts wrap inside the 300 px. */
export const LongText: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Long text' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('vijf werkdagen');
  },
};

/** Markup in a message is shown as text, never interpreted. */
export const TextOnly: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Markup' }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('<b>Saved</b> <img src=x onerror="alert(1)">');
    await waitFor(() => expect(canvasElement.querySelector('li img, li b')).toBeNull());
  },
};

/** At most `max` toasts show; the oldest goes first. */
export const Maximum: Story = {
  args: { max: 2 },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Add to cart', 'Save', 'Fail']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(canvas.queryByText('Added to your cart.')).toBeNull();
    // A toast slides in over 300 ms: wait for it rather than for a fixed time.
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('saved');
  },
};
