import { drivingLicenceNumberSchema } from '@lease/api/contract';

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
  return drivingLicenceNumberSchema.safeParse(value).success ? null : 'licence.invalid';
}
