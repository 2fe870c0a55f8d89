/** The Dutch driving-licence number as the order sends it: ten digits. */
const TEN_DIGITS = /^\d{10}$/;

/** Strips the spaces, dots and dashes people type between digit groups. */
export function normalizeDrivingLicence(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/** What is wrong with a typed number, as a message id; `null` when it is fine (or empty and optional). */
export function drivingLicenceProblem(
  input: string,
  required: boolean,
): 'licence.required' | 'licence.invalid' | null {
  const value = normalizeDrivingLicence(input);
  if (value === '') return required ? 'licence.required' : null;
  return TEN_DIGITS.test(value) ? null : 'licence.invalid';
}
