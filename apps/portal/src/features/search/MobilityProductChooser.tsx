import { languageOfLocale, mobilityProductsQueryOptions, productType } from '@lease/api';
import { ToggleGroup } from '@lease/ui';
import ToggleButton from '@mui/material/ToggleButton';
import { useQuery } from '@tanstack/react-query';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

/** The product types the calculator can search: vehicles, not cards. */
const SEARCHABLE = new Set(['car', 'bike']);

export interface MobilityProductChooserProps {
  /** The chosen product (the stored `mobilityProduct` choice), or null for the first searchable one. */
  value: number | null;
  onChange(productId: number): void;
}

/**
 * In a mobility container the driver searches one product at a time (a lease car, a lease
 * bike): the choice sets the settings, filters and prices the calculator uses (spec point 4).
 */
export function MobilityProductChooser({ value, onChange }: MobilityProductChooserProps) {
  const message = usePortalMessage();
  const taalcode = languageOfLocale(useRouteLocale());
  const products = useQuery(mobilityProductsQueryOptions(useGateway(), { taalcode }));
  const searchable = (products.data ?? []).filter((product) =>
    SEARCHABLE.has(productType(product.DataObject)),
  );
  if (searchable.length < 2) return null;
  const chosen = searchable.some((product) => product.Id === value) ? value : searchable[0]?.Id;
  return (
    <ToggleGroup
      exclusive
      value={chosen}
      aria-label={message('search.product')}
      onChange={(_event, id: number | null) => {
        if (id !== null) onChange(id);
      }}
    >
      {searchable.map((product) => (
        <ToggleButton key={product.Id} value={product.Id}>
          {product.cNaam ?? productType(product.DataObject)}
        </ToggleButton>
      ))}
    </ToggleGroup>
  );
}
