import {
  CancelledError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  SessionEndedError,
} from '@lease/api';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './queryClient.ts';

describe('shouldRetry', () => {
  it.each([
    ['a network failure', new NetworkError('GetStyling', 'offline'), 0, true],
    ['a network failure, the third time', new NetworkError('GetStyling', 'offline'), 2, false],
    ['a server error', new HttpError('GetStyling', 503), 1, true],
    ['a client error', new HttpError('GetStyling', 404), 0, false],
    ['a bad response body', new InvalidResponseError('GetStyling', 'cName', 'x'), 0, false],
    ['a session end', new SessionEndedError('GetStyling', 'HTTP 401'), 0, false],
    ['a cancelled call', new CancelledError('GetStyling', 'cancelled'), 0, false],
    ['a programming error', new TypeError('x'), 0, false],
  ])('%s → %s', (_name, error, failureCount, expected) => {
    expect(shouldRetry(failureCount, error)).toBe(expected);
  });
});
