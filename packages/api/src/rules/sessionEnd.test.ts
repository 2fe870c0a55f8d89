import { describe, expect, it } from 'vitest';
import { endsSession } from './sessionEnd.ts';

describe('endsSession', () => {
  it.each([
    [401, '', true],
    [401, '{"cStatus":"error","cOpmerking":"Log in again."}', true],
    [400, 'Unauthorized', true],
    [400, ' Unauthorized\n', true],
    [400, '"Unauthorized"', true],
    [400, '{"cStatus":"error","cOpmerking":"Unauthorized"}', false],
    [400, 'Bad request', false],
    [400, '', false],
    [403, 'Unauthorized', false],
    [200, 'Unauthorized', false],
  ])('%i %j → %j', (status, body, expected) => {
    expect(endsSession(status, body)).toBe(expected);
  });
});
