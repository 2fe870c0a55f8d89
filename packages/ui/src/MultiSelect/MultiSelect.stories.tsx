import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCatalogBrands } from '@lease/api/testing';
import { expect, fn, waitFor } from 'storybook/test';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { MultiSelect, type MultiSelectOption } from './MultiSelect.tsx';
import { createFuzzyIndex, fuzzyFilter, searchKey } from './fuzzySearch.ts';
import { onSearchedAhead, stopSearchWorker } from './useFuzzySearch.ts';

/** Brands as the search's `Filters.Merken` gives them: id, name and how many cars match. */
const brands: MultiSelectOption<number>[] = demoCatalogBrands.map(
  ({ nMerkID, cMerk, nAantal }) => ({ value: nMerkID, label: cMerk, count: nAantal }),
);
const idOf = (name: string) => brands.find((brand) => brand.label === name)?.value ?? 0;

/**
 * 10,000 options: far more than anyone scrolls, to show only the visible ones are rendered. The
 * brands take turns, so every 35th (the number of brands) is a Volvo: 420, 9870.
 */
const manyOptions: MultiSelectOption<number>[] = Array.from({ length: 10_000 }, (_, index) => ({
  value: index + 1,
  label: `${brands[index % brands.length]?.label ?? ''} type ${index + 1}`,
}));

/** 1,000 options: long enough to be searched in the worker, short enough to search ahead. */
const thousandOptions = manyOptions.slice(0, 1000);

/** Holds the selection so the stories respond like the portal's filter does. */
const Stateful = controlled(MultiSelect<number>);

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect<number>,
  tags: ['autodocs'],
  args: { label: 'Brands', options: brands, value: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      // Room below the field for the open list, so screenshots include it.
      <div style={{ maxWidth: 420, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, nothing chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
  },
};

/** Chosen options show as chips in the order they were chosen. */
export const WithSelection: Story = {
  args: { value: [idOf('Volkswagen'), idOf('Kia'), idOf('Tesla')] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const chips = canvas.getByRole('list', {
      name: text('multiSelect.selectedList', { label: 'Brands' }),
    });
    await expect(chips.querySelectorAll('li')).toHaveLength(3);
  },
};

/** A click opens the list: only the options in view are rendered, with their position in all. */
export const Open: Story = {
  args: { value: [idOf('Audi')] },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Brands' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options.length).toBeLessThan(brands.length);
    await expect(options[0]).toHaveAttribute('aria-setsize', String(brands.length));
    await expect(options[0]).toHaveAttribute('aria-posinset', '1');
    await expect(canvas.getByRole('option', { name: /Audi/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};

/** Arrows, Home and End move the active option; Enter chooses; Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const activeOption = () => {
      const id = combobox.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id) : null;
    };
    await expect(activeOption()).toHaveAttribute('aria-posinset', '1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption()).toHaveAttribute('aria-posinset', '3');
    await userEvent.keyboard('{End}');
    await expect(activeOption()).toHaveAttribute('aria-posinset', String(brands.length));
    await expect(activeOption()).toHaveTextContent('Volvo');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([idOf('Volvo')]);
    await expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(activeOption()).toHaveTextContent('Alfa Romeo');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([idOf('Volvo'), idOf('Alfa Romeo')]);
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([idOf('Volvo')]);
    await expect(combobox).toHaveFocus();
  },
};

/** Typing filters fuzzily (a typo still finds the brand); the best match is active. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await userEvent.type(combobox, 'volkswagn');
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Volkswagen');
    await expect(combobox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([idOf('Volkswagen')]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Volkswagen');
  },
};

/**
 * Typing a word tells a screen reader what it found once, when typing pauses, not a count per
 * letter: every text the live region holds while "volvo" is typed and afterwards is recorded.
 */
export const ResultsAnnouncedOnce: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const status = canvas.getByRole('status');
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await userEvent.type(combobox, 'volvo');
    const found = canvas.getAllByRole('option').length;
    const expected = text('multiSelect.resultCount', { count: found });
    await waitFor(() => expect(status).toHaveTextContent(expected));
    observer.disconnect();
    // Nothing but the result of the whole word: no count for "v", "vo", "vol" or "volv".
    await expect(said.filter((line) => line !== '')).toEqual([expected]);
  },
};

/** A query that matches nothing says so, in the list and to screen readers. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await userEvent.type(combobox, 'qqqqqqqqqqqq');
    await expect(
      canvas.getByText(text('multiSelect.noResults'), { ignore: '[role=status]' }),
    ).toBeVisible();
    // Said once typing has paused (RESULTS_ANNOUNCE_DELAY).
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(text('multiSelect.noResults')),
    );
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** No options at all. */
export const EmptyList: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brands' }));
    await expect(
      canvas.getByText(text('multiSelect.listEmpty'), { ignore: '[role=status]' }),
    ).toBeVisible();
  },
};

/** At the maximum the other options are unavailable and the spec's message shows. */
export const MaximumReached: Story = {
  args: { max: 2, value: [idOf('Kia'), idOf('Tesla')] },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const message = text('multiSelect.maxReached', { max: 2 });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brands' }));
    await expect(canvas.getByText(message, { ignore: '[role=status]' })).toBeVisible();
    const audi = canvas.getByRole('option', { name: /Audi/ });
    await expect(audi).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(audi);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(audi).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
  },
};

/** Removing a chosen option lifts the maximum again. */
export const MaximumLifted: Story = {
  args: { max: 2, value: [idOf('Kia'), idOf('Tesla')] },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: text('multiSelect.remove', { option: 'Kia' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([idOf('Tesla')]);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brands' }));
    await expect(canvas.getByRole('option', { name: /Audi/ })).not.toHaveAttribute('aria-disabled');
  },
};

/** A chip is a button: Enter, Delete or Backspace on it removes the option. */
export const RemoveChipByKeyboard: Story = {
  args: { value: [idOf('BMW'), idOf('MINI')] },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const bmw = canvas.getByRole('button', { name: text('multiSelect.remove', { option: 'BMW' }) });
    bmw.focus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([idOf('MINI')]);
    const mini = canvas.getByRole('button', {
      name: text('multiSelect.remove', { option: 'MINI' }),
    });
    mini.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('combobox', { name: 'Brands' })).toHaveFocus();
  },
};

/**
 * 10,000 options: at most 1000 are listed (`optionsLimit`), and only those in view are in the
 * document, whatever the scroll position.
 */
export const TenThousandOptions: Story = {
  args: { label: 'Types', options: manyOptions },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Types' });
    await userEvent.click(combobox);
    await expect(canvas.getAllByRole('option').length).toBeLessThanOrEqual(50);
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '1000');
    await userEvent.keyboard('{End}');
    const active = document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveAttribute('aria-posinset', '1000');
    await expect(canvas.getAllByRole('option').length).toBeLessThanOrEqual(50);
    await waitFor(() => expect(active).toBeVisible());
  },
};

/**
 * A long list is searched in a worker, so typing never waits for the search: the list is busy
 * for a moment, then shows the best match first. Enter pressed before the answer picks that
 * best match once it is in.
 */
export const SearchLongList: Story = {
  args: { label: 'Types', options: manyOptions },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Types' });
    await userEvent.click(combobox);
    // One letter missing, pressed Enter at once.
    await userEvent.type(combobox, 'volvo tpe 9870{Enter}');
    // The first search also starts the worker and indexes the 10,000 labels: on a machine that
    // runs other browsers beside this one that took over 15 s.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([9870]), {
      timeout: 40_000,
    });
    const listbox = canvas.getByRole('listbox', { name: 'Types' });
    await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Volvo type 9870');
    // The choice was made after the answer came in, so its render follows the onChange call.
    await waitFor(() =>
      expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/**
 * A person pauses between letters, and meanwhile the worker searches what each likely next letter
 * would find: the next letter's matches then show with the letter itself, without the list
 * waiting (busy) for the worker. They are the same matches the search gives on the spot.
 */
export const AnswerSearchedAhead: Story = {
  args: { label: 'Types', options: thousandOptions },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Types' });
    const nextKnown = new Promise<void>((resolve) => {
      const stop = onSearchedAhead((keys) => {
        if (!keys.includes(searchKey('vo'))) return;
        stop();
        resolve();
      });
    });
    await userEvent.type(combobox, 'v');
    await nextKnown;

    const listbox = canvas.getByRole('listbox', { name: 'Types' });
    const busy: string[] = [];
    const observer = new MutationObserver(() => {
      if (listbox.getAttribute('aria-busy') === 'true')
        busy.push((combobox as HTMLInputElement).value);
    });
    observer.observe(listbox, { attributes: true, attributeFilter: ['aria-busy'] });
    await userEvent.type(combobox, 'o');
    observer.disconnect();
    await expect(busy).toEqual([]);

    const expected = fuzzyFilter(createFuzzyIndex(thousandOptions), thousandOptions, 'vo');
    const shown = canvas.getAllByRole('option');
    await expect(shown.map((option) => option.textContent)).toEqual(
      expected.slice(0, shown.length).map((option) => option.label),
    );
  },
};

/**
 * Escape closes the list; a second Escape clears what was typed, and the whole list is back in
 * its own order. The long list is searched in a worker, so the input is ahead of the list while
 * a search runs: clearing must reach both.
 */
export const ClearSearch: Story = {
  args: { label: 'Types', options: manyOptions },
  play: async ({ canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Types' });
    await userEvent.click(combobox);
    await userEvent.type(combobox, 'volvo type 420');
    const listbox = canvas.getByRole('listbox', { name: 'Types' });
    // The worker indexes the 10,000 labels first: as slow as in SearchLongList on a busy machine.
    await waitFor(
      () => expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Volvo type 420'),
      { timeout: 40_000 },
    );
    await expect(listbox).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveValue('');
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent(manyOptions[0]?.label ?? '');
    await expect(listbox).not.toHaveAttribute('aria-busy');
  },
};

/** Fails the refused worker of {@link WorkerRefused}, when the story says so. */
let refuseWorker: (() => void) | undefined;

/**
 * A page that may not start the search worker (a strict policy, an old browser): long lists are
 * searched on the spot instead, and what was typed before the worker failed is not lost.
 */
export const WorkerRefused: Story = {
  args: { label: 'Types', options: manyOptions },
  beforeEach: () => {
    const RealWorker = globalThis.Worker;
    stopSearchWorker();
    // A worker that never answers and then fails, as one refused by the page's policy does.
    globalThis.Worker = class RefusedWorker {
      onerror: ((event: Event) => void) | null = null;
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor() {
        refuseWorker = () => this.onerror?.(new Event('error'));
      }
      postMessage() {}
      terminate() {}
    } as unknown as typeof Worker;
    return () => {
      globalThis.Worker = RealWorker;
      refuseWorker = undefined;
      stopSearchWorker();
    };
  },
  play: async ({ args, canvas, userEvent }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Types' });
    await userEvent.click(combobox);
    const listbox = canvas.getByRole('listbox', { name: 'Types' });
    await userEvent.type(combobox, 'volvo tpe 9870{Enter}');
    // Typed and chosen while the worker said nothing: the list waits for an answer.
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    refuseWorker?.();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([9870]));
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Volvo type 9870');
    await expect(listbox).not.toHaveAttribute('aria-busy');
  },
};

/** A smaller `optionsLimit`. */
export const OptionsLimit: Story = {
  args: { optionsLimit: 5 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brands' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '5');
  },
};

/** Long option texts are cut off with an ellipsis in the 40 px rows; chips wrap. */
export const LongTexts: Story = {
  args: {
    label: 'Versions (all orderable versions of the selected models in your category)',
    options: [
      {
        value: 1,
        label: 'Volkswagen ID.4 Pro 77 kWh 286 pk automaat Business Edition Plus met trekhaak',
      },
      {
        value: 2,
        label: 'Mercedes-Benz EQE SUV 350+ Business Solution AMG Line Premium Plus Pakket',
      },
      { value: 3, label: 'Kia Niro 1.6 GDi PHEV DynamicPlusLine' },
    ],
    value: [1, 2],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Versions/ }));
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/** The options are still loading. */
export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByText(text('multiSelect.loading'), { ignore: '[role=status]' }),
    ).toBeVisible();
  },
};

/** An error from the portal, tied to the field. */
export const WithError: Story = {
  args: { error: 'The brands could not be loaded. Try again later.' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Brands' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription(
      'The brands could not be loaded. Try again later.',
    );
  },
};

/** Disabled: nothing can be chosen or removed. */
export const Disabled: Story = {
  args: { disabled: true, value: [idOf('Audi')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Brands' })).toBeDisabled();
  },
};
