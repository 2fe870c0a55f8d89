import { describe, expect, it } from 'vitest';
import { pushesAhead } from './pushesAhead.ts';

describe('pushesAhead', () => {
  it('keeps the pushes after the one rendered', () => {
    expect(pushesAhead(['a=1', 'a=2', 'a=3'], 'a=1')).toEqual(['a=2', 'a=3']);
  });

  it('keeps none once the last push is rendered, also when React skipped the ones before', () => {
    expect(pushesAhead(['a=1', 'a=2', 'a=3'], 'a=3')).toEqual([]);
  });

  it('drops every push when the URL changed some other way (back button)', () => {
    expect(pushesAhead(['a=1', 'a=2'], 'b=1')).toEqual([]);
  });

  it('counts from the last push of a query pushed twice', () => {
    expect(pushesAhead(['a=1', 'a=2', 'a=1', 'a=3'], 'a=1')).toEqual(['a=3']);
  });
});
