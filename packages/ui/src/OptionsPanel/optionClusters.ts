import type { Option } from '@lease/api';

/** The identity of an option: `nOptieIDHist` where the server sent it, else `nOptieID`. */
export function optionKey(option: Pick<Option, 'nOptieID' | 'nOptieIDHist'>): string {
  return String(option.nOptieIDHist ?? option.nOptieID ?? '');
}

/** A run of options shown together: a cluster (single choice) or loose options (each on/off). */
export type OptionBlock =
  | { kind: 'cluster'; cluster: string; options: Option[]; chosenKey: string | null }
  | { kind: 'loose'; options: Option[] };

/**
 * Splits a group's options into clusters and loose options, keeping the server's order. A
 * cluster's chosen option is the checked one, else its standard option (what the car comes with).
 */
export function optionBlocks(options: readonly Option[]): OptionBlock[] {
  const blocks: OptionBlock[] = [];
  const clusters = new Map<string, Extract<OptionBlock, { kind: 'cluster' }>>();
  for (const option of options) {
    const cluster = option.cCluster?.trim();
    if (cluster) {
      let block = clusters.get(cluster);
      if (!block) {
        block = { kind: 'cluster', cluster, options: [], chosenKey: null };
        clusters.set(cluster, block);
        blocks.push(block);
      }
      block.options.push(option);
      continue;
    }
    const last = blocks.at(-1);
    if (last?.kind === 'loose') last.options.push(option);
    else blocks.push({ kind: 'loose', options: [option] });
  }
  for (const block of clusters.values()) {
    const chosen =
      block.options.find((option) => option.bChecked) ??
      block.options.find((option) => option.bStandaard);
    block.chosenKey = chosen ? optionKey(chosen) : null;
  }
  return blocks;
}
