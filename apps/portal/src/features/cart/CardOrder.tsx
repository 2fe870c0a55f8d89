import { useFinalizeBasketMutation, type ShoppingCart } from '@lease/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

export interface CardOrderProps {
  cart: ShoppingCart;
  /** The card product the driver ticked (the cart page keeps it in its URL). */
  chosen: number | null;
  onChoose(card: number): void;
  /**
   * The cart holds vehicles: the card is then ordered with them at the end of the trip through
   * their order forms, and has no button of its own.
   */
  withVehicles: boolean;
  /** Called with the orders the finalize created. */
  onOrdered(orderIds: number[]): void;
}

/**
 * The mobility cards of a container (spec point 4): the driver picks one, and finalizing the
 * basket orders it, sent with every card product and the chosen one flagged: with the vehicles
 * after their order forms, or alone when the cart holds no vehicle.
 */
export function CardOrder({ cart, chosen, onChoose, withVehicles, onOrdered }: CardOrderProps) {
  const message = usePortalMessage();
  const finalize = useFinalizeBasketMutation(useGateway());
  const cards = cart.MobilityProducts.filter((product) => product.Card);
  if (cards.length === 0) return null;
  const failure = finalize.error ? apiErrorMessage(finalize.error) : null;
  return (
    <Stack component="section" aria-labelledby="cart-cards" spacing={2}>
      <Typography id="cart-cards" component="h2" variant="h5">
        {message('cart.cards')}
      </Typography>
      <RadioGroup
        aria-labelledby="cart-cards"
        value={chosen === null ? '' : String(chosen)}
        onChange={(_event, value) => onChoose(Number(value))}
      >
        {cards.map((product) => (
          <FormControlLabel
            key={product.Id}
            value={String(product.Id)}
            control={<Radio />}
            label={product.Card?.cNaam ?? product.cNaam ?? ''}
          />
        ))}
      </RadioGroup>
      {withVehicles ? <Typography>{message('cart.cardWithVehicles')}</Typography> : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {message(failure.id, failure.values)}
        </Alert>
      ) : null}
      {withVehicles ? null : (
        <Button
          variant="contained"
          disabled={chosen === null || finalize.isPending}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            finalize.mutate(
              {
                Items: [],
                nVersie: cart.nVersie,
                Cards: cards.map((product) => ({
                  Id: product.Id,
                  bGekozen: product.Id === chosen,
                })),
              },
              { onSuccess: (result) => onOrdered(result.nBestelIDs) },
            )
          }
        >
          {message('cart.orderCard')}
        </Button>
      )}
    </Stack>
  );
}
