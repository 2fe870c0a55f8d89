import { useState, type SyntheticEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoCarSearchResult } from '@lease/api/testing';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { ResultsPagination, type ResultsPaginationProps } from './ResultsPagination.tsx';

/** Keeps the chosen page, as the portal would after a new search, and still reports each one. */
function Stateful(props: ResultsPaginationProps) {
  const [page, setPage] = useState(props.page);
  const onChange = (next: number, event: SyntheticEvent) => {
    props.onChange?.(next, event);
    setPage(next);
  };
  return <ResultsPagination {...props} page={page} onChange={onChange} />;
}

/** The demo search: 4 cars, 3 per page (`nAantalPerPagina`'s default), so 2 pages. */
const demoTotal = demoCarSearchResult.Filters?.nTotaal ?? 0;

const meta = {
  title: 'Search/ResultsPagination',
  component: ResultsPagination,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 3, total: demoTotal, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ResultsPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the demo search: "Page 1 of 2", previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const nav = canvas.getByRole('navigation', { name: text('resultsPagination.label') });
    await expect(nav).toHaveTextContent(text('resultsPagination.status', { page: 1, count: 2 }));
    await expect(
      within(nav).getByRole('button', { name: text('resultsPagination.previous') }),
    ).toBeDisabled();
    await expect(
      within(nav).getByRole('button', { name: text('resultsPagination.page', { page: '1' }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The last page of the demo search: next disabled. */
export const LastPage: Story = {
  args: { page: 2 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('button', { name: text('resultsPagination.next') }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: text('resultsPagination.page', { page: '2' }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The middle of five pages: every page shows, previous and next both lead somewhere. */
export const MiddlePage: Story = {
  args: { page: 3, total: 14 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByText(text('resultsPagination.status', { page: 3, count: 5 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('resultsPagination.previous') }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: text('resultsPagination.next') }),
    ).toBeEnabled();
  },
};

/** Paging by keyboard: next twice; at the last page the disabled next hands the focus on. */
export const Keyboard: Story = {
  args: { page: 3, total: 14 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const next = canvas.getByRole('button', { name: text('resultsPagination.next') });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4, expect.anything());
    await expect(
      canvas.getByText(text('resultsPagination.status', { page: 4, count: 5 })),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5, expect.anything());
    await expect(next).toBeDisabled();
    // Not lost to the page: the focus is on the current page, where Tab continues from.
    await expect(
      canvas.getByRole('button', { name: text('resultsPagination.page', { page: '5' }) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4, expect.anything());
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** With `hrefFor` the pages are links (the current one marked), so paging is in the URL. */
export const AsLinks: Story = {
  args: { page: 3, total: 14, hrefFor: (page) => `#results-page-${page}` },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('link', { name: text('resultsPagination.previous') }),
    ).toHaveAttribute('href', '#results-page-2');
    await expect(
      canvas.getByRole('link', { name: text('resultsPagination.page', { page: '3' }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: text('resultsPagination.page', { page: '5' }) }),
    ).toHaveAttribute('href', '#results-page-5');
  },
};

/** 100,000 results: the first, the last and the current page's neighbours, with ellipses. */
export const ManyPages: Story = {
  args: { page: 16667, total: 100000 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByText(text('resultsPagination.status', { page: 16667, count: 33334 })),
    ).toBeVisible();
    const pages = canvas
      .getAllByRole('button')
      .filter((button) => /^\d+$/.test(button.textContent ?? ''));
    await expect(pages.map((button) => button.textContent)).toEqual([
      '1',
      '16666',
      '16667',
      '16668',
      '33334',
    ]);
  },
};

/**
 * The calculator's 236 cars in pages of 3 on a phone: previous, the first page, the current one
 * with its neighbours, the last and next stay on one line, none left alone on a second.
 */
export const OnAPhone: Story = {
  args: { page: 40, total: 236, hrefFor: (page) => `#results-page-${page}` },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    // An item on a second line starts below the first item's bottom.
    const firstBottom = items[0]?.getBoundingClientRect().bottom ?? 0;
    const below = items.filter((item) => item.getBoundingClientRect().top >= firstBottom);
    await expect(below.map((item) => item.textContent)).toEqual([]);
  },
};

/** The very last of many pages. */
export const ManyPagesLast: Story = { args: { page: 33334, total: 100000 } };

/** A stale page beyond the last (page 9 of a 2-page search) shows the last page. */
export const PageBeyondLast: Story = {
  args: { page: 9 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByText(text('resultsPagination.status', { page: 2, count: 2 })),
    ).toBeVisible();
  },
};

/** Everything fits on one page: nothing renders. */
export const OnePage: Story = {
  args: { total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No results, or a nonsense total (negative) or page size: nothing to page, nothing renders. */
export const NoResults: Story = {
  args: { total: -12, pageSize: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
