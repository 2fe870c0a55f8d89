import Skeleton from '@mui/material/Skeleton';
import type { VehicleCardVariant } from './VehicleCard.tsx';
import { CardRoot } from './VehicleCardRoot.tsx';

export interface VehicleCardSkeletonProps {
  /** Matches the layout of the cards it stands in for. */
  variant?: VehicleCardVariant;
}

/** Stands in for a VehicleCard while the search runs. */
export function VehicleCardSkeleton({ variant = 'card' }: VehicleCardSkeletonProps) {
  return (
    <CardRoot as="div" data-variant={variant} aria-hidden>
      {/* Sizes as Skeleton's own width and height (inline styles): a page shows a dozen of these
          cards, and an `sx` on each part would serialise its styles again for each of them. */}
      <div className="LeaseVehicleCard-media">
        <Skeleton variant="rectangular" width="100%" height="100%" />
      </div>
      <div className="LeaseVehicleCard-body">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="70%" style={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="text" width="35%" style={{ fontSize: '1.5rem' }} />
      </div>
      <div className="LeaseVehicleCard-actions">
        <Skeleton variant="rounded" width={120} height={40} />
      </div>
    </CardRoot>
  );
}
