import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { EigenOptie } from '@lease/api';
import { demoOrderQuestions } from '@lease/api/testing';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { OrderQuestions, YES, type OrderQuestionsProps } from './OrderQuestions.tsx';

const question = {
  nEigenOptieID: 71,
  nPrijs: null,
  bIsBestellingVraag: true,
  bVerplicht: true,
  cAntwoord: null,
} as const;

function Stateful(props: OrderQuestionsProps) {
  const [questions, setQuestions] = useState<readonly EigenOptie[]>(props.questions);
  return (
    <OrderQuestions
      {...props}
      questions={questions}
      onAnswer={(question, answer) => {
        props.onAnswer(question, answer);
        setQuestions((list) => list.map((q) => (q === question ? { ...q, cAntwoord: answer } : q)));
      }}
    />
  );
}

const meta = {
  title: 'Configurator/OrderQuestions',
  component: OrderQuestions,
  tags: ['autodocs'],
  args: { questions: demoOrderQuestions, onAnswer: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A yes/no question and a text question. */
export const Default: Story = {};

/** Answering: the answer goes to the portal as `cAntwoord`. */
export const Answer: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const group = canvas.getByRole('radiogroup', { name: /trekhaak afneembaar/ });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('questions.yes') }));
    await expect(args.onAnswer).toHaveBeenCalledWith(demoOrderQuestions[0], 'ja');
    await expect(canvas.getByRole('radio', { name: text('questions.yes') })).toBeChecked();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Gewenste afleverlocatie' }),
      'Utrecht',
    );
    await expect(canvas.getByRole('textbox', { name: 'Gewenste afleverlocatie' })).toHaveValue(
      'Utrecht',
    );
  },
};

/** After an order attempt, a required question without an answer says so. */
export const MissingAnswer: Story = {
  args: { showErrors: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      text('questions.required'),
    );
  },
};

const [towBarQuestion, ...otherQuestions] = demoOrderQuestions as [EigenOptie, ...EigenOptie[]];
const refusedTowBar = 'Een afneembare trekhaak is voor deze uitvoering niet leverbaar.';

/**
 * A message from elsewhere about one answer (the server refused the order): that question is
 * marked invalid and described by it; the others are not.
 */
export const ServerMessage: Story = {
  args: {
    questions: [{ ...towBarQuestion, cAntwoord: YES }, ...otherQuestions],
    errors: { 0: refusedTowBar },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /trekhaak afneembaar/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(refusedTowBar);
    const place = canvas.getByRole('textbox', { name: 'Gewenste afleverlocatie' });
    await expect(place).not.toHaveAttribute('aria-invalid', 'true');
    await expect(place).toHaveAccessibleDescription('');
  },
};

/** A required question without an answer: its own check speaks before a message from elsewhere. */
export const MissingAnswerAndServerMessage: Story = {
  args: { showErrors: true, errors: { 0: refusedTowBar } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const group = canvas.getByRole('radiogroup', { name: /trekhaak afneembaar/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(text('questions.required'));
  },
};

/** An amount question and a very long question. */
export const AmountAndLongText: Story = {
  args: {
    questions: [
      {
        ...question,
        nEigenOptieID: 70,
        cType: 'bedrag',
        cOmschrijving: 'Verwachte kilometers per jaar boven de norm',
        cAntwoord: '2500',
      },
      {
        ...question,
        cType: 'janee',
        cOmschrijving:
          'Wilt u dat de dealer de auto voorziet van een afneembare trekhaak met een dertienpolige stekkerdoos, geschikt voor een fietsendrager met verlichting?',
      },
    ],
  },
};

/** A long text question on a phone: the whole question shows above its field, wrapped. */
export const LongTextQuestionOnAPhone: Story = {
  decorators: [phoneFrame()],
  args: {
    questions: [
      {
        ...question,
        cType: 'tekst',
        cOmschrijving: 'Kentekenwens of opmerking voor de dealer over de aflevering van de auto',
      },
    ],
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', {
      name: 'Kentekenwens of opmerking voor de dealer over de aflevering van de auto',
    });
    await expect(field).toBeVisible();
    const label = canvas.getByText(
      'Kentekenwens of opmerking voor de dealer over de aflevering van de auto',
    );
    // Nothing of the question is cut off.
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      field.getBoundingClientRect().top,
    );
  },
};

/** No questions: nothing is shown. */
export const Empty: Story = {
  args: { questions: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
