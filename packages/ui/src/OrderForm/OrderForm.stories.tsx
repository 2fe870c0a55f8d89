import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { EigenOptie } from '@lease/api';
import {
  demoAgreements,
  demoDealers,
  demoOptionsResponse,
  demoOrderQuestions,
} from '@lease/api/testing';
import { NO, YES } from '../OrderQuestions/OrderQuestions.tsx';
import { storyText } from '../testing/storyText.ts';
import {
  OrderForm,
  type OrderFormProps,
  type OrderFormValues,
  type OrderRefusal,
} from './OrderForm.tsx';

/** The yes/no question (required) and the text question (optional) of the demo type. */
const [towBarQuestion, deliveryQuestion] = demoOrderQuestions as [EigenOptie, EigenOptie];

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

/** Each link of the summary moves focus to its field. */
export const SummaryLinks: Story = {
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

const licenceRefusal: OrderRefusal = {
  reason: 'Dit rijbewijsnummer is niet bekend bij het RDW. Controleer het nummer op je rijbewijs.',
  field: 'cRijbewijsnummer',
};

/** The server refused the licence number: the summary leads to the field, which says why. */
export const ServerRefusedField: Story = {
  args: { refusal: licenceRefusal },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName(text('orderForm.errorSummary'));
    const licence = canvas.getByRole('textbox', { name: startsWith(text('licence.label')) });
    await expect(licence).toHaveAttribute('aria-invalid', 'true');
    await expect(licence).toHaveAccessibleDescription(licenceRefusal.reason ?? '');
    await userEvent.click(within(summary).getByRole('link', { name: licenceRefusal.reason ?? '' }));
    await expect(licence).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal about the order as a whole: the message alone, no field is marked. */
export const ServerRefusedGeneral: Story = {
  args: {
    refusal: {
      reason:
        'Deze uitvoering is niet meer te bestellen: de fabrikant heeft haar uit het programma genomen.',
    },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName(text('orderForm.refusedSummary'));
    await expect(summary).toHaveTextContent(/niet meer te bestellen/);
    await expect(within(summary).queryAllByRole('link')).toEqual([]);
    await expect(
      canvas.getByRole('textbox', { name: startsWith(text('licence.label')) }),
    ).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** No message, and a field the driver cannot correct here: a general message, no link. */
export const ServerRefusedOtherField: Story = {
  args: { refusal: { field: 'nTypeIDHist' } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(text('orderForm.refusedNoReason'));
    await expect(within(summary).queryAllByRole('link')).toEqual([]);
  },
};

const longRefusal: OrderRefusal = {
  reason:
    '<b>Let op:</b> je opmerking verwijst naar https://voorbeeld-leasemaatschappij.nl/bestellingen/2026/aanvragen/ORD-2026-000184-AFGEWEZEN-ONBEKENDE-VERWIJZING, en die kunnen we niet verwerken. Haal de verwijzing uit je opmerking of neem contact op met de leasedesk; die is op werkdagen bereikbaar van 8.30 tot 17.00 uur en helpt je graag verder met je bestelling.',
  field: 'cOpmerking',
};

/** A very long message (markup shown as text, a long address) wraps in the summary and the field. */
export const ServerRefusedLongMessage: Story = {
  args: { refusal: longRefusal },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyText(globals);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    // Plain text, never HTML: the markup is there to read.
    await expect(within(summary).getByRole('link')).toHaveTextContent(longRefusal.reason ?? '');
    const remarks = canvas.getByRole('textbox', { name: text('orderForm.remarks') });
    await expect(remarks).toHaveAttribute('aria-invalid', 'true');
    await expect(remarks).toHaveAccessibleDescription(expect.stringContaining('<b>Let op:</b>'));
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/**
 * Like the portal: a submit clears the refusal; the server refuses what `refuse` says. What the
 * driver typed stays, and the corrected order goes through.
 */
function RefusingPortal({
  refuse,
  ...props
}: OrderFormProps & { refuse(values: OrderFormValues): OrderRefusal | null }) {
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  return (
    <OrderForm
      {...props}
      refusal={refusal}
      onSubmit={(values) => {
        props.onSubmit(values);
        setRefusal(null);
        const answer = refuse(values);
        if (answer) {
          // The answer comes later than the submit, as the server's would.
          void Promise.resolve().then(() => setRefusal(answer));
        }
      }}
    />
  );
}

/**
 * Refused, corrected, sent again: changing the refused number takes its mark away (the summary
 * keeps the server's answer until the next submit); changing another field does not.
 */
export const ServerRefusedThenCorrected: Story = {
  args: { dealerRequired: false, questions: [], agreements: [] },
  render: (args) => (
    <RefusingPortal
      {...args}
      refuse={(values) => (values.cRijbewijsnummer === '1234567890' ? licenceRefusal : null)}
    />
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const licence = canvas.getByRole('textbox', { name: startsWith(text('licence.label')) });
    const remarks = canvas.getByRole('textbox', { name: text('orderForm.remarks') });
    await userEvent.type(licence, '1234 567 890');
    await userEvent.type(remarks, 'Graag in week 12.');
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(licence).toHaveValue('1234 567 890');
    await expect(remarks).toHaveValue('Graag in week 12.');
    await expect(licence).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(remarks, ' Bel vooraf.');
    await expect(licence).toHaveAttribute('aria-invalid', 'true');
    await expect(licence).toHaveAccessibleDescription(licenceRefusal.reason ?? '');

    await userEvent.click(within(summary).getByRole('link', { name: licenceRefusal.reason ?? '' }));
    await expect(licence).toHaveFocus();
    await userEvent.clear(licence);
    await userEvent.type(licence, '9876543210');
    await expect(licence).not.toHaveAttribute('aria-invalid', 'true');
    await expect(licence).toHaveAccessibleDescription(text('licence.hint'));
    await expect(summary).toHaveTextContent(licenceRefusal.reason ?? '');

    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        cRijbewijsnummer: '9876543210',
        cOpmerking: 'Graag in week 12. Bel vooraf.',
      }),
    );
    await expect(licence).not.toHaveAttribute('aria-invalid', 'true');
  },
};

const dealerRefusal: OrderRefusal = {
  reason: 'Deze dealer levert dit merk niet meer. Kies een andere dealer.',
  field: 'nDealerID',
};

/**
 * Refused dealer, another chosen, sent again: choosing another dealer takes the mark away (the
 * summary keeps the server's answer until the next submit); changing another field does not.
 */
export const ServerRefusedDealerThenChanged: Story = {
  args: { questions: [], agreements: [], licenceRequired: false },
  render: (args) => (
    <RefusingPortal
      {...args}
      refuse={(values) => (values.nDealerID === 801 ? dealerRefusal : null)}
    />
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const dealer = canvas.getByRole('combobox', { name: startsWith(text('dealer.label')) });
    await userEvent.click(dealer);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Pon Dealer Utrecht, Utrecht' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(dealer).toHaveAttribute('aria-invalid', 'true');
    await expect(dealer).toHaveAccessibleDescription(dealerRefusal.reason ?? '');

    await userEvent.type(
      canvas.getByRole('textbox', { name: text('orderForm.remarks') }),
      'Graag in week 12.',
    );
    await expect(dealer).toHaveAttribute('aria-invalid', 'true');
    await expect(dealer).toHaveAccessibleDescription(dealerRefusal.reason ?? '');

    await userEvent.click(dealer);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Autobedrijf Van der Linden, Utrecht' }),
    );
    await expect(dealer).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dealer).not.toHaveAccessibleDescription(dealerRefusal.reason ?? '');
    await expect(summary).toHaveTextContent(dealerRefusal.reason ?? '');

    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ nDealerID: 802, cOpmerking: 'Graag in week 12.' }),
    );
  },
};

const colorRefusal: OrderRefusal = {
  reason: 'Kings Red metallic is voor deze uitvoering niet meer leverbaar.',
  field: 'cKleur',
};

/**
 * Refused colour: changing the upholstery beside it leaves the mark, changing the colour takes it
 * away (the summary keeps the server's answer until the next submit).
 */
export const ServerRefusedColorThenChanged: Story = {
  args: { dealerRequired: false, questions: [], agreements: [], licenceRequired: false },
  render: (args) => (
    <RefusingPortal
      {...args}
      refuse={(values) => (values.cKleur === 'Kings Red metallic' ? colorRefusal : null)}
    />
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const color = canvas.getByRole('textbox', { name: text('orderForm.color') });
    const upholstery = canvas.getByRole('textbox', { name: text('orderForm.upholstery') });
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(color).toHaveAttribute('aria-invalid', 'true');
    await expect(color).toHaveAccessibleDescription(colorRefusal.reason ?? '');

    await userEvent.type(upholstery, ' met leder');
    await expect(color).toHaveAttribute('aria-invalid', 'true');
    await expect(color).toHaveAccessibleDescription(colorRefusal.reason ?? '');

    await userEvent.clear(color);
    await userEvent.type(color, 'Pure White');
    await expect(color).not.toHaveAttribute('aria-invalid', 'true');
    await expect(color).not.toHaveAccessibleDescription(colorRefusal.reason ?? '');
    await expect(summary).toHaveTextContent(colorRefusal.reason ?? '');

    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ cKleur: 'Pure White' }),
    );
  },
};

const towBarRefusal: OrderRefusal = {
  reason:
    'Een afneembare trekhaak is voor deze uitvoering niet leverbaar. Kies "Nee" of neem contact op met de leasedesk.',
  field: 'EigenOpties.0.cAntwoord',
};

/**
 * The server refused the answer to an order question: the summary leads to that question, which
 * is marked and says why; the other question is not.
 */
export const ServerRefusedQuestion: Story = {
  args: {
    refusal: towBarRefusal,
    questions: [{ ...towBarQuestion, cAntwoord: YES }, deliveryQuestion],
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName(text('orderForm.errorSummary'));
    const towBar = canvas.getByRole('radiogroup', { name: /trekhaak afneembaar/ });
    await expect(towBar).toHaveAttribute('aria-invalid', 'true');
    await expect(towBar).toHaveAccessibleDescription(towBarRefusal.reason ?? '');
    const place = canvas.getByRole('textbox', { name: 'Gewenste afleverlocatie' });
    await expect(place).not.toHaveAttribute('aria-invalid', 'true');
    await expect(place).not.toHaveAccessibleDescription(towBarRefusal.reason ?? '');
    await userEvent.click(within(summary).getByRole('link', { name: towBarRefusal.reason ?? '' }));
    // The answer the server refused has the focus.
    await expect(within(towBar).getByRole('radio', { name: text('questions.yes') })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const postboxRefusal: OrderRefusal = {
  reason: 'Wij leveren niet af op een postbusadres. Geef een straat en huisnummer op.',
  field: 'EigenOpties.1.cAntwoord',
};

/**
 * Refused answer, changed, sent again: changing the refused answer takes its mark away (the
 * summary keeps the server's answer until the next submit); changing another answer does not.
 */
export const ServerRefusedQuestionThenChanged: Story = {
  args: {
    dealerRequired: false,
    agreements: [],
    licenceRequired: false,
    questions: [{ ...towBarQuestion, cAntwoord: NO }, deliveryQuestion],
  },
  render: (args) => (
    <RefusingPortal
      {...args}
      refuse={(values) =>
        values.questions[1]?.cAntwoord?.startsWith('Postbus') ? postboxRefusal : null
      }
    />
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const place = canvas.getByRole('textbox', { name: 'Gewenste afleverlocatie' });
    await userEvent.type(place, 'Postbus 12, Utrecht');
    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(place).toHaveAccessibleDescription(postboxRefusal.reason ?? '');
    await userEvent.click(within(summary).getByRole('link', { name: postboxRefusal.reason ?? '' }));
    await expect(place).toHaveFocus();

    await userEvent.click(canvas.getByRole('radio', { name: text('questions.yes') }));
    await expect(place).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(place);
    await userEvent.type(place, 'Stationsplein 1, Utrecht');
    await expect(place).not.toHaveAttribute('aria-invalid', 'true');
    await expect(place).not.toHaveAccessibleDescription(postboxRefusal.reason ?? '');
    await expect(summary).toHaveTextContent(postboxRefusal.reason ?? '');

    await userEvent.click(canvas.getByRole('button', { name: text('orderForm.submit') }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall as [OrderFormValues];
    await expect(values.questions.map((q) => q.cAntwoord)).toEqual([
      YES,
      'Stationsplein 1, Utrecht',
    ]);
    await expect(place).not.toHaveAttribute('aria-invalid', 'true');
  },
};
