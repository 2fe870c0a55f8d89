import { memo, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { CarFilter } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

type Structure = CarFilter['cStructuur'];

export interface StructureFilterProps {
  /** `model`: a result per model, its versions one click further; `type`: a result per version. */
  value: Structure;
  onChange(value: Structure): void;
}

/** Whether the results are models or versions (`cStructuur`, spec point 9: model by default). */
export const StructureFilter = memo(function StructureFilter({
  value,
  onChange,
}: StructureFilterProps) {
  const t = useUiText();
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>{t('filter.structure')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(_event, next) => onChange(next === 'type' ? 'type' : 'model')}
      >
        <FormControlLabel value="model" control={<Radio />} label={t('filter.structureModel')} />
        <FormControlLabel value="type" control={<Radio />} label={t('filter.structureType')} />
      </RadioGroup>
    </FormControl>
  );
});
