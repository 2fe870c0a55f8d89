import { memo, useDeferredValue, useId, type ChangeEvent } from 'react';
import { Checkbox, Radio, RadioGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Option, OptionGroup } from '@lease/api';
import { useServerRendered } from '../hooks/useServerRendered.ts';
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
   * the same cluster (`chooseOption`), then recalculates. The same function on every render lets
   * the rows that did not change skip rendering.
   */
  onChoose(option: Option): void;
  /** The driver switches off a chosen option that is not in a cluster (stable, as `onChoose`). */
  onRemove(option: Option): void;
  /** The options are loading for the first time: placeholders show. */
  loading?: boolean;
  /** The options could not be loaded, already in the interface language. */
  errorMessage?: string | null;
  /** The heading level of each group (the page has its own h1/h2). */
  headingLevel?: 2 | 3 | 4;
}

// The panel is styled through one root, with plain elements inside: a car has dozens of options,
// and a styled part or an `sx` in each row would serialise its styles again for every row on every
// render. The texts are what Typography body2 draws.
const PanelRoot = styled('div', { name: 'LeaseOptionsPanel', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  '& .LeaseOptionsPanel-group': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
  },
  '& .LeaseOptionsPanel-row': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: theme.spacing(1),
    padding: theme.spacing(0.5, 1),
    borderRadius: theme.shape.borderRadius,
    borderBottom: `1px solid ${theme.palette.divider}`,
    '& label': { cursor: 'pointer', overflowWrap: 'anywhere' },
  },
  '& .LeaseOptionsPanel-swatch': {
    display: 'inline-block',
    width: 20,
    height: 20,
    marginRight: theme.spacing(1),
    verticalAlign: 'middle',
    borderRadius: '50%',
    // The paint itself may be white or black: a 3:1 edge keeps the swatch visible on any page.
    border: `1px solid ${theme.palette.controlBorder}`,
  },
  '& .LeaseOptionsPanel-included': {
    display: 'inline-flex',
    width: 42,
    justifyContent: 'center',
    color: theme.palette.success.main,
    fontWeight: 700,
  },
  '& .LeaseOptionsPanel-small': { margin: 0, ...theme.typography.body2 },
  '& .LeaseOptionsPanel-price': { textAlign: 'right' },
  '& .LeaseOptionsPanel-note': { display: 'block', color: theme.palette.text.secondary },
  '& .LeaseOptionsPanel-amount': { whiteSpace: 'nowrap' },
}));

/** A paint option's colour, only when it is a valid hex colour (the value is untrusted). */
function swatchColor(option: Option): string | null {
  if (!option.bLak) return null;
  const rgb = parseHexColor(option.cKleurcode);
  return rgb ? toHex(rgb) : null;
}

// Plain helpers rather than components: each component adds a fibre and a render call per row.
function optionPrice(option: Option, id: string, t: ReturnType<typeof useUiText>) {
  const lease = option.nLeaseprijs;
  const hasLease = typeof lease === 'number' && lease !== 0;
  const signed = hasLease ? `${lease > 0 ? '+' : ''}${formatPrice(lease)}` : '';
  return (
    <span id={id} className="LeaseOptionsPanel-small LeaseOptionsPanel-price">
      {option.bStandaard && !option.nPrijs ? (
        <span>{t('options.included')}</span>
      ) : (
        <>
          {typeof option.nPrijs === 'number' ? (
            <span className="LeaseOptionsPanel-amount">{formatPrice(option.nPrijs)}</span>
          ) : null}
          {hasLease ? (
            <span className="LeaseOptionsPanel-small LeaseOptionsPanel-note LeaseOptionsPanel-amount">
              {t('price.perMonth', { price: signed })}
            </span>
          ) : null}
        </>
      )}
    </span>
  );
}

function optionLabel(option: Option, htmlFor?: string) {
  const color = swatchColor(option);
  const content = (
    <>
      {color ? (
        <span aria-hidden className="LeaseOptionsPanel-swatch" style={{ backgroundColor: color }} />
      ) : null}
      {option.cOmschrijving}
    </>
  );
  return (
    <span>
      {htmlFor ? <label htmlFor={htmlFor}>{content}</label> : <span>{content}</span>}
      {option.cToelichting ? (
        <span className="LeaseOptionsPanel-small LeaseOptionsPanel-note">
          {option.cToelichting}
        </span>
      ) : null}
    </span>
  );
}

interface OptionRowProps extends Pick<OptionsPanelProps, 'onChoose' | 'onRemove'> {
  option: Option;
  /** The group's id; the row's control is `${id}-${key}`. */
  id: string;
}

/**
 * Rows render again only when their option shows something else. The page builds new option
 * objects on every render (with `bChecked` as the driver chose), so the fields are compared: an
 * option is flat data from JSON, and its text is the shortest way to compare them all.
 */
function sameRow(previous: OptionRowProps, next: OptionRowProps): boolean {
  return (
    previous.id === next.id &&
    previous.onChoose === next.onChoose &&
    previous.onRemove === next.onRemove &&
    JSON.stringify(previous.option) === JSON.stringify(next.option)
  );
}

/** A choice within a cluster; its checked state comes from the RadioGroup around it. */
const ClusterOption = memo(function ClusterOption({ option, id, onChoose }: OptionRowProps) {
  const t = useUiText();
  const key = optionKey(option);
  return (
    <div className="LeaseOptionsPanel-row">
      <Radio
        value={key}
        id={`${id}-${key}`}
        onChange={() => onChoose(option)}
        slotProps={{ input: { 'aria-describedby': `${id}-${key}-price` } }}
      />
      {optionLabel(option, `${id}-${key}`)}
      {optionPrice(option, `${id}-${key}-price`, t)}
    </div>
  );
}, sameRow);

const LooseOption = memo(function LooseOption({ option, id, onChoose, onRemove }: OptionRowProps) {
  const t = useUiText();
  const key = optionKey(option);
  if (option.bStandaard) {
    // Standard equipment cannot be switched off: shown as included, not as a disabled control
    // (which would be greyed out below readable contrast and skipped by some screen readers).
    return (
      <div className="LeaseOptionsPanel-row">
        <span aria-hidden className="LeaseOptionsPanel-included">
          ✓
        </span>
        {optionLabel(option)}
        <span className="LeaseOptionsPanel-small">{t('options.standardIncluded')}</span>
      </div>
    );
  }
  return (
    <div className="LeaseOptionsPanel-row">
      <Checkbox
        id={`${id}-${key}`}
        checked={option.bChecked}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          event.target.checked ? onChoose(option) : onRemove(option)
        }
        slotProps={{ input: { 'aria-describedby': `${id}-${key}-price` } }}
      />
      {optionLabel(option, `${id}-${key}`)}
      {optionPrice(option, `${id}-${key}-price`, t)}
    </div>
  );
}, sameRow);

/**
 * The factory options by group. Options of one cluster (paint, wheels) are a radio group: one
 * choice, the standard one included; other options switch on and off; standard equipment is
 * locked and announced as included. Paint options show their colour.
 *
 * Rendered in the browser (a page reached inside the app), the first group renders with the page
 * and the others in a deferred render straight after it, which React splits into short tasks, so
 * a long list of options does not hold up the first paint. A page the server renders comes with
 * every group: the browser takes them over as they stand, in short slices too, instead of making
 * and styling them anew in one long commit after the take-over (about 390 ms at 4× CPU on a phone
 * for the configurator's five groups), and without a script the whole list is there.
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
  const complete = useDeferredValue(true, useServerRendered());

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
  const shown = complete ? visible : visible.slice(0, 1);
  return (
    <PanelRoot>
      {shown.map((group, groupIndex) => {
        const groupId = `${id}-g${groupIndex}`;
        const blocks = optionBlocks(group.Opties);
        const clusterCount = blocks.filter((block) => block.kind === 'cluster').length;
        return (
          <section
            key={group.nGroepID ?? group.cGroep}
            className="LeaseOptionsPanel-group"
            aria-labelledby={`${groupId}-heading`}
          >
            <Typography id={`${groupId}-heading`} component={heading} variant="h6">
              {group.cGroep}
            </Typography>
            {blocks.map((block, blockIndex) =>
              block.kind === 'cluster' ? (
                <RadioGroup
                  key={block.cluster}
                  name={`${groupId}-${block.cluster}`}
                  value={block.chosenKey ?? ''}
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
                    <ClusterOption
                      key={optionKey(option)}
                      option={option}
                      id={groupId}
                      onChoose={onChoose}
                      onRemove={onRemove}
                    />
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
          </section>
        );
      })}
    </PanelRoot>
  );
}
