import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoSeveralChoices, demoSingleChoice } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ArrangementChooser } from './ArrangementChooser.tsx';

const meta = {
  title: 'Auth/ArrangementChooser',
  component: ArrangementChooser,
  tags: ['autodocs'],
  args: { choices: demoSeveralChoices, onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArrangementChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two schemes (one offline) and a mobility container. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const offline = canvas.getByRole('region', { name: 'Rijksmobiliteit Directie' });
    await expect(offline).toHaveTextContent('gesloten tot 1 maart 2027');
    await expect(offline.querySelector('button')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('arrangement.heading') }),
    ).toBeVisible();
  },
};

/** Choosing a driver in a scheme, and one in a container. */
export const Choose: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('arrangement.chooseIn', {
          driver: 'Jan Jansen',
          scheme: 'Horizon Leaseregeling 2026',
        }),
      }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith({ nBerijderID: 501, nMantelNr: 10 });
    await userEvent.click(canvas.getByRole('button', { name: /Sanne Visser/ }));
    await expect(args.onChoose).toHaveBeenLastCalledWith({
      nBerijderID: 733,
      MobilityCategoryId: 12,
    });
  },
};

/** One scheme, one driver (normally chosen automatically). */
export const Single: Story = { args: { choices: demoSingleChoice } };

/** A choice is being made. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** The token was refused. */
export const ChoiceFailed: Story = {
  args: {
    errorMessage:
      'Deze keuze is niet meer beschikbaar. Kies opnieuw of neem contact op met de leasedesk.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/**
 * The server refused the choice (an ended contract): its reason (`cStatus`) is the alert's
 * title and its description (`cOpmerking`) the text, both as the server wrote them.
 */
export const ChoiceRefused: Story = {
  args: {
    refusal: {
      status: 'Contract beëindigd',
      description:
        'Het contract van deze berijder is beëindigd. Kies een andere regeling om te bestellen.',
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.querySelector('.MuiAlertTitle-root')).toHaveTextContent(
      'Contract beëindigd',
    );
    await expect(alert).toHaveTextContent(/contract van deze berijder is beëindigd\. Kies/);
  },
};

/** A refusal without a reason: the alert still has a title, in the interface language. */
export const ChoiceRefusedWithoutReason: Story = {
  args: { refusal: { status: '  ', description: 'Deze berijder kan niet meer bestellen.' } },
  play: async ({ canvas, globals }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.querySelector('.MuiAlertTitle-root')).toHaveTextContent(
      storyText(globals)('arrangement.refusedFallbackTitle'),
    );
    await expect(alert).toHaveTextContent('Deze berijder kan niet meer bestellen.');
  },
};

/** Nothing to choose from. */
export const Empty: Story = {
  args: { choices: { Mantels: [], Containers: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('arrangement.empty'))).toBeVisible();
  },
};

/**
 * A mobility container without a name: headed "mobility budget" once, and its button says
 * "with the mobility budget" rather than naming the words as if they were the budget's name.
 */
export const UnnamedBudget: Story = {
  args: {
    choices: {
      Mantels: [],
      Containers: demoSeveralChoices.Containers.map((container) => ({
        ...container,
        cNaam: null,
      })),
    },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getAllByText(text('arrangement.container'))).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('arrangement.chooseWithBudget', { driver: 'Sanne Visser · Budget M' }),
      }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith({
      nBerijderID: 733,
      MobilityCategoryId: 12,
    });
  },
};
