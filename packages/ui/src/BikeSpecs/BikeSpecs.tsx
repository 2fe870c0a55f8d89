import Typography from '@mui/material/Typography';
import type { BikeData } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { FigureList } from '../layout/FigureList.tsx';
import { BIKE_SPEC_ROWS } from './bikeSpecRows.ts';

export interface BikeSpecsProps {
  /** The bike's `Fietsdata` (`GetCardetails`); nothing is rendered without it. */
  bike: BikeData | null | undefined;
  /** The heading level (the page has its own h1). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A bike's specification (`Fietsdata`): kind, frame, rider height, drive, gears, wheels, range,
 * smartphone support and recommended retail price, each in the interface language. A fact the
 * server left out is left out here too.
 */
export function BikeSpecs({ bike, headingLevel = 3 }: BikeSpecsProps) {
  const t = useUiText();
  if (!bike) return null;
  const rows = BIKE_SPEC_ROWS.map((row) => ({ row, text: row.text(bike, t) })).filter(
    (entry): entry is { row: (typeof BIKE_SPEC_ROWS)[number]; text: string } => entry.text !== null,
  );
  if (rows.length === 0) return null;
  return (
    <section aria-label={t('bikeSpecs.heading')}>
      <Typography
        component={`h${headingLevel}`}
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 0.5 }}
      >
        {t('bikeSpecs.heading')}
      </Typography>
      <FigureList>
        {rows.map(({ row, text }) => (
          <div key={row.key}>
            <dt>{t(row.label)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </FigureList>
    </section>
  );
}
