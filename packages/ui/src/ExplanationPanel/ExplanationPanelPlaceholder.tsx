import { useId } from 'react';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';

export interface ExplanationPanelPlaceholderProps {
  /** The heading level. */
  headingLevel?: 2 | 3 | 4;
}

// "Indicative" beside the heading, drawn as MUI's small outlined Chip: the Chip's own code (click,
// delete, avatar, icon) was about 2.5 KiB of gzipped JavaScript the configurator loaded before it
// could be used, for one label (ADR 0011). The inner span cuts a text too long with an ellipsis.
const Tag = styled('span', { name: 'LeaseExplanationPanel', slot: 'Tag' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  height: 24,
  boxSizing: 'border-box',
  border: `1px solid ${theme.palette.grey[400]}`,
  borderRadius: 16,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', padding: '0 7px' },
}));

/** The panel's heading with its "indicative" label; `id` is the heading's, which names the panel. */
export function ExplanationHeading({ id, headingLevel }: { id: string; headingLevel: 2 | 3 | 4 }) {
  const t = useUiText();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Typography id={id} component={`h${headingLevel}`} variant="h6">
        {t('explanation.heading')}
      </Typography>
      <Tag>
        <span>{t('explanation.indicative')}</span>
      </Tag>
    </div>
  );
}

/**
 * What `ExplanationPanel` shows while the figures are calculated: its heading and placeholders.
 * A module of its own, so that a page which loads the panel's code after its first paint can show
 * it meanwhile (the configurator); the panel shows the same while it is `loading`.
 */
export function ExplanationPanelPlaceholder({
  headingLevel = 3,
}: ExplanationPanelPlaceholderProps) {
  const t = useUiText();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} aria-busy="true">
      <CardContent>
        <ExplanationHeading id={`${id}-heading`} headingLevel={headingLevel} />
        <Typography role="status" variant="body2" sx={{ my: 1 }}>
          {t('explanation.loading')}
        </Typography>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={32} />
        ))}
      </CardContent>
    </Card>
  );
}
