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

const List = styled('ul', { name: 'LeaseIncludedOptions', slot: 'List' })(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  '& > li': { padding: theme.spacing(0.25, 0), overflowWrap: 'anywhere' },
}));

/**
 * What comes with the car whatever the driver chooses (standard equipment, what the lease
 * company arranges): a plain list, not controls, because nothing here can be changed. Nothing is
 * rendered when there is nothing to tell.
 */
export function IncludedOptions({ options, headingLevel = 3 }: IncludedOptionsProps) {
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
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {' '}
                ({option.cToelichting})
              </Typography>
            ) : null}
          </li>
        ))}
      </List>
    </section>
  );
}
