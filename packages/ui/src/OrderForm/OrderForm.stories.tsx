import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  demoAgreements,
  demoDealers,
  demoOptionsResponse,
  demoOrderQuestions,
} from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OrderForm } from './OrderForm.tsx';

/** A text as an exact-start pattern (labels of required fields end in an asterisk). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const meta = {
  title: 'Order/OrderForm',
  component: OrderForm,
  tags: ['autodocs'],
  args: {
    dealers: demoDealers,
    agreements: demoAgreements,
    questions: demoOrderQuestions,
    colorAndUpholstery: {
      cKleur: demoOptionsResponse.cGekozenLak ?? '',
      cBekleding: demoOptionsResponse.cGekozenStoelbekleding ?? '',
    },
    licenceRequired: true,
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, paint and upholstery from the configurator. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('button', { name: text('orderForm.submit') })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: text('orderForm.color') })).toHaveValue(
      'Kings Red metallic',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Submitting an empty form: a summary takes focus and lists every problem as a link. */
export const FailedSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName(text('orderForm.errorSummary'));
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      text('dealer.required'),
      text('licence.required'),
      text('orderForm.errorQuestion', { question: 'Wilt u de trekhaak afneembaar?' }),
      text('orderForm.errorAgreements'),
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The fields themselves say what is wrong too.
    await expect(
      canvas.getByRole('textbox', { name: startsWith(text('licence.label')) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Each link of the summary moves focus to its field (scrolls the page, so no screenshot). */
export const SummaryLinks: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await userEvent.click(within(summary).getByRole('link', { name: text('dealer.required') }));
    await expect(
      canvas.getByRole('combobox', { name: startsWith(text('dealer.label')) }),
    ).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', { name: text('orderForm.errorAgreements') }),
    );
    await expect(canvas.getByRole('checkbox', { name: /gebruikersovereenkomst/ })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: /trekhaak/ }));
    await expect(canvas.getByRole('radio', { name: text('questions.yes') })).toHaveFocus();
  },
};

/** A licence number that is not ten digits is named in the summary and leads to the field. */
export const InvalidLicence: Story = {
  args: { questions: [], licenceRequired: false },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const licence = canvas.getByRole('textbox', { name: startsWith(text('licence.label')) });
    await userEvent.type(licence, '12345');
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: text('licence.invalid') }));
    await expect(licence).toHaveFocus();
    await expect(licence).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A complete form sends the collected values. */
export const ValidSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('combobox', { name: startsWith(text('dealer.label')) }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Pon Dealer Utrecht, Utrecht' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: text('questions.yes') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: startsWith(text('licence.label')) }),
      '1234 567 890',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('orderForm.remarks') }),
      'Graag in week 12.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /gebruikersovereenkomst/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /salaris/ }));
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        nDealerID: 801,
        cKleur: 'Kings Red metallic',
        cOpmerking: 'Graag in week 12.',
        cRijbewijsnummer: '1234567890',
        attachment: null,
        Akkoorden: [
          { nAkkoordID: 1, bAkkoord: true },
          { nAkkoordID: 2, bAkkoord: true },
          { nAkkoordID: 3, bAkkoord: false },
        ],
      }),
    );
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [
      { questions: { cAntwoord?: string | null }[] },
    ];
    await expect(values.questions.map((q) => q.cAntwoord)).toEqual(['ja', null]);
  },
};

/** While the order is sent, submitting waits. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyText(globals)('orderForm.submitting') }),
    ).toBeDisabled();
  },
};
