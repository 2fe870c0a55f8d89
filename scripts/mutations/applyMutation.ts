/** One deliberate break of a guarded behaviour: `find` in `file` becomes `replace`. */
export interface Mutation {
  /** What a person or caller relies on, in a few words. */
  behaviour: string;
  /** The file to break, from the repository root. */
  file: string;
  /** The code to break; it must occur exactly once, so the break is the one intended. */
  find: string;
  replace: string;
  /** The test that guards it: a Vitest project and file, optionally one test by name. */
  test: { project: 'unit' | 'portal' | 'storybook'; file: string; name?: string };
}

/**
 * The source with the mutation applied. A `find` that is missing, or found more than once, is an
 * error rather than a silent no-op: a break that changes nothing would "survive" for no reason,
 * and one that changes the wrong place would prove nothing.
 */
export function applyMutation(
  source: string,
  mutation: Pick<Mutation, 'find' | 'replace'>,
): string {
  const first = source.indexOf(mutation.find);
  if (first === -1) throw new Error(`not found: ${JSON.stringify(mutation.find)}`);
  if (source.indexOf(mutation.find, first + 1) !== -1) {
    throw new Error(`found more than once: ${JSON.stringify(mutation.find)}`);
  }
  if (mutation.find === mutation.replace) throw new Error('the replacement changes nothing');
  return source.slice(0, first) + mutation.replace + source.slice(first + mutation.find.length);
}
