import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { ErrorLayout } from './ErrorLayout.tsx';

const meta = {
  title: 'Layouts/ErrorLayout',
  component: ErrorLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <Typography component="h1" variant="h1">
          This scheme is offline
        </Typography>
        <Typography>Your employer has paused ordering. Please try again next month.</Typography>
      </>
    ),
  },
} satisfies Meta<typeof ErrorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client's logo above a plain column of text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('This scheme is offline');
  },
};
