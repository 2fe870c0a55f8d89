import { useId } from 'react';
import { Checkbox, Radio, RadioGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Option, OptionGroup } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { LoadingOrError } from '../layout/LoadingOrError.tsx';
import { formatPrice } from '../Price/formatPrice.ts';
import { parseHexColor, toHex } from '../theme/color.ts';
import { optionBlocks, optionKey } from './optionClusters.ts';

export interface OptionsPanelProps {
  /** The option groups of `GetOpties` (`Opties`), with `bChecked` as the server applied it. */
  groups: readonly OptionGroup[];
  /**
   * The driver picks an option. For a clustered option the portal replaces the chosen option of
   * the same cluster (`chooseOption`), then recalculates.
   */
  onChoose(option: Option): void;
  /** The driver switches off a chosen option that is not in a cluster. */
  onRemove(option: Option): void;
  /** The options are loading for the first time: placeholders show. */
  loading?: boolean;
  /** The options could not be loaded, already in the interface language. */
  errorMessage?: string | null;
  /** The heading level of each group (the page has its own h1/h2). */
  headingLevel?: 2 | 3 | 4;
}

const Group = styled('section', { name: 'LeaseOptionsPanel', slot: 'Group' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Row = styled('div', { name: 'LeaseOptionsPanel', slot: 'Row' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& label': { cursor: 'pointer', overflowWrap: 'anywhere' },
}));

const Swatch = styled('span', { name: 'LeaseOptionsPanel', slot: 'Swatch' })(({ theme }) => ({
  display: 'inline-block',
  width: 20,
  height: 20,
  marginRight: theme.spacing(1),
  verticalAlign: 'middle',
  borderRadius: '50%',
  // The paint itself may be white or black: a 3:1 edge keeps the swatch visible on any page.
  border: `1px solid ${theme.palette.controlBorder}`,
}));

const Included = styled('span', { name: 'LeaseOptionsPanel', slot: 'Included' })(({ theme }) => ({
  display: 'inline-flex',
  width: 42,
  justifyContent: 'center',
  color: theme.palette.success.main,
  fontWeight: 700,
}));

/** A paint option's colour, only when it is a valid hex colour (the value is untrusted). */
function swatchColor(option: Option): string | null {
  if (!option.bLak) return null;
  const rgb = parseHexColor(option.cKleurcode);
  return rgb ? toHex(rgb) : null;
}

function OptionPrice({ option, id }: { option: Option; id: string }) {
  const t = useUiText();
  const lease = option.nLeaseprijs;
  const hasLease = typeof lease === 'number' && lease !== 0;
  const signed = hasLease ? `${lease > 0 ? '+' : ''}${formatPrice(lease)}` : '';
  return (
    <Typography id={id} variant="body2" component="span" sx={{ textAlign: 'right' }}>
      {option.bStandaard && !option.nPrijs ? (
        <span>{t('options.included')}</span>
      ) : (
        <>
          {typeof option.nPrijs === 'number' ? (
            <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(option.nPrijs)}</span>
          ) : null}
          {hasLease ? (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }}
            >
              {t('price.perMonth', { price: signed })}
            </Typography>
          ) : null}
        </>
      )}
    </Typography>
  );
}

function OptionLabel({ option, htmlFor }: { option: Option; htmlFor?: string }) {
  const color = swatchColor(option);
  const content = (
    <>
      {color ? <Swatch aria-hidden sx={{ backgroundColor: color }} /> : null}
      {option.cOmschrijving}
    </>
  );
  return (
    <span>
      {htmlFor ? <label htmlFor={htmlFor}>{content}</label> : <span>{content}</span>}
      {option.cToelichting ? (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {option.cToelichting}
        </Typography>
      ) : null}
    </span>
  );
}

function ClusterOption({ option, id }: { option: Option; id: string }) {
  const key = optionKey(option);
  return (
    <Row>
      <Radio
        value={key}
        id={`${id}-${key}`}
        slotProps={{ input: { 'aria-describedby': `${id}-${key}-price` } }}
      />
      <OptionLabel option={option} htmlFor={`${id}-${key}`} />
      <OptionPrice option={option} id={`${id}-${key}-price`} />
    </Row>
  );
}

function LooseOption({
  option,
  id,
  onChoose,
  onRemove,
}: { option: Option; id: string } & Pick<OptionsPanelProps, 'onChoose' | 'onRemove'>) {
  const t = useUiText();
  const key = optionKey(option);
  if (option.bStandaard) {
    // Standard equipment cannot be switched off: shown as included, not as a disabled control
    // (which would be greyed out below readable contrast and skipped by some screen readers).
    return (
      <Row>
        <Included aria-hidden>✓</Included>
        <OptionLabel option={option} />
        <Typography variant="body2" component="span">
          {t('options.standardIncluded')}
        </Typography>
      </Row>
    );
  }
  return (
    <Row>
      <Checkbox
        id={`${id}-${key}`}
        checked={option.bChecked}
        onChange={(event) => (event.target.checked ? onChoose(option) : onRemove(option))}
        slotProps={{ input: { 'aria-describedby': `${id}-${key}-price` } }}
      />
      <OptionLabel option={option} htmlFor={`${id}-${key}`} />
      <OptionPrice option={option} id={`${id}-${key}-price`} />
    </Row>
  );
}

/**
 * The factory options by group. Options of one cluster (paint, wheels) are a radio group: one
 * choice, the standard one included; other options switch on and off; standard equipment is
 * locked and announced as included. Paint options show their colour.
 */
export function OptionsPanel({
  groups,
  onChoose,
  onRemove,
  loading = false,
  errorMessage,
  headingLevel = 3,
}: OptionsPanelProps) {
  const t = useUiText();
  const id = useId();
  const heading = `h${headingLevel}` as const;

  if (errorMessage || loading) {
    return (
      <LoadingOrError
        errorMessage={errorMessage}
        loadingText={t('options.loading')}
        placeholders={{ count: 3, height: 48 }}
      />
    );
  }
  const visible = groups.filter((group) => group.Opties.length > 0);
  if (visible.length === 0) {
    return <Typography>{t('options.empty')}</Typography>;
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {visible.map((group, groupIndex) => {
        const groupId = `${id}-g${groupIndex}`;
        const blocks = optionBlocks(group.Opties);
        const clusterCount = blocks.filter((block) => block.kind === 'cluster').length;
        return (
          <Group key={group.nGroepID ?? group.cGroep} aria-labelledby={`${groupId}-heading`}>
            <Typography id={`${groupId}-heading`} component={heading} variant="h6">
              {group.cGroep}
            </Typography>
            {blocks.map((block, blockIndex) =>
              block.kind === 'cluster' ? (
                <RadioGroup
                  key={block.cluster}
                  name={`${groupId}-${block.cluster}`}
                  value={block.chosenKey ?? ''}
                  onChange={(_event, value) => {
                    const option = block.options.find((o) => optionKey(o) === value);
                    if (option) onChoose(option);
                  }}
                  {...(clusterCount > 1
                    ? {
                        'aria-label': t('options.cluster', {
                          group: group.cGroep,
                          cluster: block.cluster,
                        }),
                      }
                    : { 'aria-labelledby': `${groupId}-heading` })}
                >
                  {block.options.map((option) => (
                    <ClusterOption key={optionKey(option)} option={option} id={groupId} />
                  ))}
                </RadioGroup>
              ) : (
                <div key={`loose-${blockIndex}`}>
                  {block.options.map((option) => (
                    <LooseOption
                      key={optionKey(option)}
                      option={option}
                      id={groupId}
                      onChoose={onChoose}
                      onRemove={onRemove}
                    />
                  ))}
                </div>
              ),
            )}
          </Group>
        );
      })}
    </div>
  );
}
