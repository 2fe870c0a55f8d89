import {
  CancelledError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  SessionEndedError,
} from '@lease/api';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './apiErrorMessage.ts';

describe('apiErrorMessage', () => {
  it.each([
    ['network', new NetworkError('CheckLogin', 'offline'), { id: 'error.network' }],
    [
      'invalid response',
      new InvalidResponseError('CheckLogin', 'Token', 'expected string'),
      { id: 'error.invalidResponse' },
    ],
    ['http', new HttpError('CheckLogin', 503), { id: 'error.http', values: { status: 503 } }],
    ['a limit reached', new HttpError('ContactMail', 429), { id: 'error.tooManyRequests' }],
    [
      'session ended',
      new SessionEndedError('CheckLogin', 'HTTP 401'),
      { id: 'error.sessionEnded' },
    ],
    ['not an API error', new TypeError('boom'), { id: 'error.title' }],
  ])('%s → its message', (_name, error, expected) => {
    expect(apiErrorMessage(error)).toEqual(expected);
  });

  it('shows nothing for a cancelled call', () => {
    expect(apiErrorMessage(new CancelledError('GetStyling', 'cancelled'))).toBeNull();
  });
});
