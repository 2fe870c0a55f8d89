import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Category } from '@lease/api';
import { demoSettings } from '@lease/api/testing';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { CategoryChooser } from './CategoryChooser.tsx';

const Stateful = controlled(CategoryChooser);

/** The Horizon scheme's three categories (norm budgets €550 / €700 / €850). */
const [categoryA, categoryB, categoryC] = demoSettings.Categorien as [Category, Category, Category];

const meta = {
  title: 'Search/CategoryChooser',
  component: CategoryChooser,
  tags: ['autodocs'],
  args: {
    categories: [categoryA, categoryB],
    // As the calculator starts: the first category of the settings (spec point 2).
    value: categoryA.nCategorieID,
    onChange: fn(),
    productType: '',
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two categories, the first chosen: names from the data, a car icon (settings without a type). */
export const TwoCategories: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyText(globals);
    const group = canvas.getByRole('group', { name: text('categoryChooser.label') });
    await expect(group).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: categoryA.cOmschrijving ?? '' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('button', { name: categoryB.cOmschrijving ?? '' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelectorAll('[data-testid="CarIcon"]')).toHaveLength(2);
  },
};

/** Choosing by pointer and by keyboard; pressing the chosen one again keeps it. */
export const Choose: Story = {
  args: { categories: [categoryA, categoryB, categoryC] },
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('button', { name: categoryA.cOmschrijving ?? '' });
    const second = canvas.getByRole('button', { name: categoryB.cOmschrijving ?? '' });
    const third = canvas.getByRole('button', { name: categoryC.cOmschrijving ?? '' });
    await userEvent.click(third);
    await expect(args.onChange).toHaveBeenLastCalledWith(categoryC.nCategorieID);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(third);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Tab order runs through the buttons; Space presses the focused one.
    first.focus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(categoryB.nCategorieID);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(third).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Three categories with long names: they wrap, inside their buttons and onto new rows. */
export const ThreeLongNames: Story = {
  args: {
    categories: [
      {
        ...categoryA,
        cOmschrijving: 'Categorie A: medewerkers tot en met salarisschaal 8 (norm € 550)',
      },
      {
        ...categoryB,
        cOmschrijving:
          'Categorie B: medewerkers in salarisschaal 9 tot en met 11, inclusief leidinggevenden zonder budgetverantwoordelijkheid',
      },
      {
        ...categoryC,
        cOmschrijving:
          'Categorie C: arbeidsongeschiktheidsverzekeringsadviseurs en directie (schaal 12 en hoger)',
      },
    ],
    value: categoryB.nCategorieID,
  },
};

/** A mobility container's bike scheme: the bicycle icon. */
export const Bikes: Story = {
  args: {
    productType: 'bike',
    categories: [
      { nCategorieID: 11, cOmschrijving: 'Fiets tot € 2.000' },
      { nCategorieID: 12, cOmschrijving: 'E-bike tot € 4.000' },
    ],
    value: 11,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="BicycleIcon"]')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-testid="CarIcon"]')).toBeNull();
  },
};

/**
 * Server data as it may come: a category without a name (a fallback name with its id), a
 * repeated id (shown once), and a stored choice no longer offered (none marked).
 */
export const UntidyData: Story = {
  args: {
    categories: [categoryA, { nCategorieID: 7, cOmschrijving: '  ' }, categoryA],
    value: 99,
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      categoryA.cOmschrijving,
      text('categoryChooser.fallback', { id: '7' }),
    ]);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Disabled while the results load. */
export const Disabled: Story = { args: { disabled: true } };

/** One category is no choice: nothing renders. */
export const OneCategory: Story = {
  args: { categories: [categoryA] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** No categories: nothing renders. */
export const NoCategories: Story = {
  args: { categories: [], value: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
