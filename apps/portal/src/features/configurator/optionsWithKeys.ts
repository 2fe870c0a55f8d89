import { optionKey, type Option, type OptionsResponse } from '@lease/api';

/**
 * The options behind the keys the driver has chosen while the server has not answered yet (the
 * URL is ahead of the answer on screen): each looked up among the options the answer offers,
 * else among the ones it had chosen (an option a package forced in need not be offered). A key
 * neither knows is left out; the server's next answer settles it.
 */
export function optionsWithKeys(
  keys: readonly number[],
  answer: Pick<OptionsResponse, 'Opties'> | undefined,
  chosen: readonly Option[],
): Option[] {
  const known = [...(answer?.Opties ?? []).flatMap((group) => group.Opties), ...chosen];
  return keys.flatMap((key) => known.find((option) => optionKey(option) === key) ?? []);
}
