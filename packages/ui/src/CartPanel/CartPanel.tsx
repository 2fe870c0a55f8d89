import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { BasketItem, MobilityProduct, ShoppingCart } from '@lease/api';
import { BudgetMeter } from '../BudgetMeter/BudgetMeter.tsx';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { productTypeMessage } from './productTypeMessage.ts';

export interface CartPanelProps {
  /** `GetMobilityBasket`. */
  cart: ShoppingCart | null;
  /** The order requirement of spec point 4 (`isOrderRequirementMet`), computed by the portal. */
  orderRequirementMet: boolean;
  /** Removes an item from the basket. */
  onRemove(item: BasketItem): void;
  /** Goes to ordering; or give `orderHref`. */
  onOrder?(): void;
  /** The order page's URL (the portal owns routing). */
  orderHref?: string;
  /** The basket is loading. */
  loading?: boolean;
  /** The basket could not be loaded or saved, in the interface language. */
  errorMessage?: string | null;
  /** The id of an item being removed: its button shows progress. */
  removingId?: string | null;
}

const Items = styled('ul', { name: 'LeaseCartPanel', slot: 'Items' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: theme.spacing(0.5, 1),
    padding: theme.spacing(1, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  },
}));

const Totals = styled('dl', { name: 'LeaseCartPanel', slot: 'Totals' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  margin: theme.spacing(2, 0),
  rowGap: theme.spacing(0.5),
  '& dd': {
    margin: 0,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
}));

function productState(product: MobilityProduct): 'inCart' | 'card' | 'open' {
  if (product.BasketItem) return 'inCart';
  if (product.Card) return 'card';
  return 'open';
}

/**
 * The shopping cart: the vehicles in it (each removable), the mobility products and whether each
 * is chosen, budget, total and what is left with a budget meter, and whether it can be ordered.
 */
export function CartPanel({
  cart,
  orderRequirementMet,
  onRemove,
  onOrder,
  orderHref,
  loading = false,
  errorMessage,
  removingId,
}: CartPanelProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const month = (value: number) => t('price.perMonth', { price: formatPrice(value) });

  const heading = (
    <Typography id={`${id}-heading`} component="h2" variant="h5" sx={{ mb: 2 }}>
      {t('cart.heading')}
    </Typography>
  );
  const body = (() => {
    if (loading && !cart) {
      return (
        <div aria-busy="true">
          <Typography role="status" variant="body2">
            {t('cart.loading')}
          </Typography>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      );
    }
    if (!cart) return null;
    const budget = cart.Budget ?? cart.budgetTotal ?? null;
    const total = cart.cartTotal ?? 0;
    // The server's BudgetLeft is the authority (it may count what the cart total does not);
    // the panel and the meter both show it, so they never disagree.
    const left = cart.BudgetLeft ?? (budget === null ? null : budget - total);
    return (
      <>
        {cart.Items.length === 0 ? (
          <Typography sx={{ mb: 2 }}>{t('cart.empty')}</Typography>
        ) : (
          <Items aria-label={t('cart.items')}>
            {cart.Items.map((item, index) => {
              const name = item.SelectedItem.cOmschrijving?.trim() || t('cart.unnamedItem');
              const details = [
                item.SelectedItem.nLooptijd
                  ? t('terms.months', { months: item.SelectedItem.nLooptijd })
                  : t('cart.noTerm'),
                item.SelectedItem.nKilometrage
                  ? t('terms.kmPerYear', { km: intl.formatNumber(item.SelectedItem.nKilometrage) })
                  : null,
                item.Categorie?.cOmschrijving ?? null,
              ].filter(Boolean);
              return (
                <li key={item.Id ?? `new-${index}`}>
                  <span>
                    <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
                      {name}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {details.join(' · ')}
                    </Typography>
                  </span>
                  <span style={{ textAlign: 'right' }}>
                    <span style={{ display: 'block', whiteSpace: 'nowrap' }}>
                      {typeof item.SelectedItem.nLeaseprijs === 'number'
                        ? month(item.SelectedItem.nLeaseprijs)
                        : null}
                    </span>
                    {typeof item.SelectedItem.nNettoKosten === 'number' ? (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary' }}
                      >
                        {t('cart.netCost', { price: formatPrice(item.SelectedItem.nNettoKosten) })}
                      </Typography>
                    ) : null}
                    <Button
                      size="small"
                      color="error"
                      loading={removingId != null && removingId === item.Id}
                      onClick={() => onRemove(item)}
                      aria-label={t('chosen.remove', { name })}
                    >
                      {t('chosen.removeShort')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </Items>
        )}

        {cart.MobilityProducts.length > 0 ? (
          <>
            <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
              {t('cart.products')}
            </Typography>
            <Items>
              {cart.MobilityProducts.map((product) => {
                const state = productState(product);
                return (
                  <li key={product.Id}>
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {product.cNaam?.trim() ||
                          product.Card?.cNaam.trim() ||
                          t(productTypeMessage(product.DataObject.type))}
                      </Typography>
                      {product.Arrangement?.cNaam ? (
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ color: 'text.secondary' }}
                        >
                          {typeof product.Arrangement.nBudget === 'number'
                            ? t('cart.arrangementBudget', {
                                name: product.Arrangement.cNaam,
                                budget: formatPrice(product.Arrangement.nBudget),
                              })
                            : product.Arrangement.cNaam}
                        </Typography>
                      ) : null}
                    </span>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        textAlign: 'right',
                        color: state === 'open' ? 'warning.dark' : 'success.dark',
                        fontWeight: 500,
                      }}
                    >
                      {t(`cart.product.${state}`)}
                    </Typography>
                  </li>
                );
              })}
            </Items>
          </>
        ) : null}

        <Totals>
          {budget !== null ? (
            <>
              <dt>{t('cart.budget')}</dt>
              <dd>{month(budget)}</dd>
            </>
          ) : null}
          <dt>{t('cart.total')}</dt>
          <dd>{month(total)}</dd>
          {left !== null ? (
            <>
              <dt style={{ fontWeight: 700 }}>
                {left < 0 ? t('cart.overBudget') : t('cart.budgetLeft')}
              </dt>
              <dd style={{ fontWeight: 700 }}>{month(Math.abs(left))}</dd>
            </>
          ) : null}
        </Totals>
        {budget !== null && budget > 0 ? (
          <BudgetMeter budget={budget} used={total} left={left} />
        ) : null}

        <div role="status" style={{ marginTop: 16 }}>
          {orderRequirementMet ? (
            cart.Items.length > 0 ? (
              <Alert severity="success" role="note">
                {t('cart.ready')}
              </Alert>
            ) : null
          ) : (
            <Alert severity="warning" role="note">
              {t('cart.requirementNotMet')}
            </Alert>
          )}
        </div>
        {orderRequirementMet && cart.Items.length > 0 && (onOrder || orderHref) ? (
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            onClick={onOrder}
            {...(orderHref ? { href: orderHref } : {})}
          >
            {t('cart.order')}
          </Button>
        ) : null}
      </>
    );
  })();

  return (
    <Card component="section" aria-labelledby={`${id}-heading`}>
      <CardContent>
        {heading}
        {errorMessage ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage}
          </Alert>
        ) : null}
        {body}
      </CardContent>
    </Card>
  );
}
