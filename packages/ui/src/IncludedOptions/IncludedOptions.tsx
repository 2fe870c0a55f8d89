import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Option } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

export interface IncludedOptionsProps {
  /** `GetOpties`' `AlleenTonenOpties`: shown for information only, they cannot be chosen. */
  options: readonly Option[] | null | undefined;
  /** The heading level (the page has its own h1). */
  headingLevel?: 2 | 3 | 4;
}

// The list is styled once, the notes by a class of it: a car can come with dozens of items, and an
// `sx` on each item's note would serialise its styles again for each of them. The note is what Typography body2 draws.
const List = styled('ul', { name: 'LeaseIncludedOptions', slot: 'List' })(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  '& > li': { padding: theme.spacing(0.25, 0), overflowWrap: 'anywhere' },
  '& .LeaseIncludedOptions-note': {
    margin: 0,
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
  },
}));

/**
 * What comes with the car whatever the driver chooses (standard equipment, what the lease
 * company arranges): a plain list, not controls, because nothing here can be changed. Nothing is
 * rendered when there is nothing to tell. Memoised: the configurator renders again on every
 * answer, and this list comes with the options.
 */
export const IncludedOptions = memo(function IncludedOptions({
  options,
  headingLevel = 3,
}: IncludedOptionsProps) {
  const t = useUiText();
  const listed = (options ?? []).filter((option) => option.cOmschrijving.trim() !== '');
  if (listed.length === 0) return null;
  return (
    <section aria-label={t('included.heading')}>
      <Typography component={`h${headingLevel}`} variant="h6">
        {t('included.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('included.hint')}
      </Typography>
      <List>
        {listed.map((option, index) => (
          <li key={`${option.nOptieID}-${index}`}>
            {option.cOmschrijving}
            {option.cToelichting ? (
              <span className="LeaseIncludedOptions-note">
                {/* A text node of its own: joined to the bracket it moves the glyphs a subpixel. */}{' '}
                ({option.cToelichting})
              </span>
            ) : null}
          </li>
        ))}
      </List>
    </section>
  );
});
