import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404 without a path. */
export const NotFound: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('error.notFound'),
    );
  },
};

/** 404 for a route that does not exist: the path in the title. */
export const NotFoundWithPath: Story = {
  args: {
    path: '/nl/horizon/calculator/a-model-name-that-is-quite-long/types/unknown-type-1234567',
    action: (
      <Button variant="contained" href="#home">
        Back to the home page
      </Button>
    ),
  },
  play: async ({ canvas, globals, args }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('error.notFoundPath', { path: args.path ?? '' }),
    );
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  },
};

/** Any other status is an internal server error. */
export const InternalServerError: Story = {
  args: {
    status: 500,
    action: <Button variant="outlined">Reload</Button>,
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('error.internal'),
    );
  },
};

/** A 403 is not special-cased: it reads as an internal server error (spec point 8). */
export const OtherStatus: Story = {
  args: { status: 403 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('error.statusCode', { status: 403 }))).toBeVisible();
  },
};
