import { memo } from 'react';
import { MultiSelect } from '../MultiSelect/MultiSelect.tsx';

/**
 * MultiSelect, rendered again only when its props change: the panel renders on every search, and
 * most of its lists stay as they were. Memo loses MultiSelect's type parameter, hence the cast.
 */
export const StableMultiSelect = memo(MultiSelect) as typeof MultiSelect;
