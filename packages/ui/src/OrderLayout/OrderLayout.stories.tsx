import type { Meta, StoryObj } from '@storybook/react-vite';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { expect, fn } from 'storybook/test';
import {
  demoAgreements,
  demoConfiguratorDetail,
  demoDealers,
  demoOrder,
  demoOrderQuestions,
} from '@lease/api/testing';
import { ExplanationPanel } from '../ExplanationPanel/ExplanationPanel.tsx';
import { OrderForm } from '../OrderForm/OrderForm.tsx';
import { OrderTimeline } from '../OrderTimeline/OrderTimeline.tsx';
import { Price } from '../Price/Price.tsx';
import { storyText } from '../testing/storyText.ts';
import { OrderLayout } from './OrderLayout.tsx';

const meta = {
  title: 'Layouts/OrderLayout',
  component: OrderLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logoHref: '#home',
    back: <Link href="#configurator">Back to the configurator</Link>,
    contact: <Link href="#contact">Questions? Contact the lease desk</Link>,
    children: (
      <>
        <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
          Order the Volkswagen ID.4 Pure
        </Typography>
        <OrderForm
          dealers={demoDealers}
          agreements={demoAgreements}
          questions={demoOrderQuestions}
          colorAndUpholstery={{ cKleur: 'Kings Red metallic', cBekleding: 'Cloth, black' }}
          licenceRequired
          headingLevel={2}
          onSubmit={fn()}
        />
      </>
    ),
    summary: <ExplanationPanel explanation={demoConfiguratorDetail.UitlegPersoonlijkeKosten} />,
  },
} satisfies Meta<typeof OrderLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order page: the form, and beside it what the car costs the driver each month. */
export const OrderPage: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('banner')).toContainElement(
      canvas.getByRole('link', { name: 'Questions? Contact the lease desk' }),
    );
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(
      canvas.getByRole('button', { name: text('orderForm.submit') }),
    );
    const summary = canvas.getByRole('complementary', { name: text('layout.orderSummary') });
    await expect(summary).toContainElement(
      canvas.getByRole('heading', { name: text('explanation.heading') }),
    );
    await expect(canvas.getByRole('link', { name: 'Back to the configurator' })).toBeVisible();
    // On a wide screen the summary sits beside the form, not below it.
    await expect(summary.getBoundingClientRect().left).toBeGreaterThan(
      main.getBoundingClientRect().right - 1,
    );
  },
};

/** The order status page: where the order is, and the car and price it is for. */
export const OrderStatus: Story = {
  args: {
    back: <Link href="#orders">All orders</Link>,
    children: (
      <>
        <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
          Order 24017
        </Typography>
        <OrderTimeline order={demoOrder} />
      </>
    ),
    summary: (
      <>
        <Typography component="h2" variant="h6">
          {demoOrder.cMerk} {demoOrder.cModel}
        </Typography>
        <Typography color="text.secondary">{demoOrder.cUitvoering}</Typography>
        <Typography sx={{ mt: 1 }}>
          <Price value={demoOrder.nLeaseprijs ?? 0} period="month" />
        </Typography>
      </>
    ),
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('list'));
    await expect(
      canvas.getByRole('complementary', { name: text('layout.orderSummary') }),
    ).toHaveTextContent('Volkswagen ID.4');
  },
};

/** Without a summary the content takes the whole width, and no empty landmark is left. */
export const WithoutSummary: Story = {
  args: { summary: undefined, contact: undefined, back: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** A named summary, and a footer below everything. */
export const NamedSummaryAndFooter: Story = {
  args: {
    summaryLabel: 'Your car',
    footer: (
      <Typography variant="body2" color="text.secondary">
        Your order falls under the lease scheme of your employer.
      </Typography>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Your car' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('lease scheme');
  },
};

/** The boxed body layout: header and content centred at a maximum width. */
export const Boxed: Story = {
  globals: { layout: 'boxed' },
};

/** The skip link comes first and takes keyboard users past the header to the order. */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: text('layout.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    // Focused while still off-screen, the link can have scrolled the page a little past its top
    // (seen on a busy machine): a person who tabs on a page they just opened sees it at the top.
    skip.ownerDocument.defaultView?.scrollTo(0, 0);
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    // It leads to the main landmark, which can take the focus it moves there (following the link
    // itself would navigate the test page away).
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/** Long texts wrap in the header and the way back instead of overflowing. */
export const LongTexts: Story = {
  args: {
    back: (
      <Link href="#configurator">
        Back to the configurator of the Volkswagen ID.4 Pro Performance 77 kWh 286 pk Business
      </Link>
    ),
    contact: (
      <Link href="#contact">
        Questions about your order, your delivery or your lease scheme? Contact the lease desk
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
