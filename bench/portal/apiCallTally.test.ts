import { describe, expect, it } from 'vitest';
import { apiCallName, CallTally } from './apiCallTally.ts';

const API = 'http://127.0.0.1:4310/api';

describe('apiCallName', () => {
  it('is the call of an API URL, and null for anything else', () => {
    expect(apiCallName(`${API}/GetDetails`)).toBe('GetDetails');
    expect(apiCallName(`${API}/GetOpties?x=1`)).toBe('GetOpties');
    expect(apiCallName('http://127.0.0.1:4310/assets/core.js')).toBeNull();
    expect(apiCallName('not a url')).toBeNull();
  });
});

describe('CallTally', () => {
  it('counts the requests of its calls as started, completed and aborted', () => {
    const tally = new CallTally(['GetDetails', 'GetOpties']);
    const [first, second, third, options, other] = [{}, {}, {}, {}, {}];
    tally.sent(first, `${API}/GetDetails`);
    tally.sent(second, `${API}/GetDetails`);
    tally.sent(third, `${API}/GetDetails`);
    tally.sent(options, `${API}/GetOpties`);
    tally.sent(other, `${API}/GetAutos`);
    tally.failed(first);
    tally.failed(second);
    tally.finished(third);
    tally.finished(other);

    expect(tally.counts('GetDetails')).toEqual({ started: 3, completed: 1, aborted: 2 });
    expect(tally.counts('GetOpties')).toEqual({ started: 1, completed: 0, aborted: 0 });
    expect(tally.counts('GetAutos')).toEqual({ started: 0, completed: 0, aborted: 0 });
    expect(tally.inFlight).toBe(1);
  });

  it('counts a request once, however many times the browser reports its end', () => {
    const tally = new CallTally(['GetDetails']);
    const request = {};
    tally.sent(request, `${API}/GetDetails`);
    tally.finished(request);
    tally.failed(request);
    expect(tally.counts('GetDetails')).toEqual({ started: 1, completed: 1, aborted: 0 });
  });

  it('says when the last request under way ended', async () => {
    const tally = new CallTally(['GetDetails']);
    await tally.whenIdle();
    const [first, second] = [{}, {}];
    tally.sent(first, `${API}/GetDetails`);
    tally.sent(second, `${API}/GetDetails`);
    let idle = false;
    const whenIdle = tally.whenIdle().then(() => (idle = true));
    tally.failed(first);
    await Promise.resolve();
    expect(idle).toBe(false);
    tally.finished(second);
    await whenIdle;
    expect(idle).toBe(true);
  });

  it('says when a request with a given body came back, before or after asking', async () => {
    const tally = new CallTally(['GetOpties']);
    const [old, aborted, last] = [{}, {}, {}];
    tally.sent(old, `${API}/GetOpties`, '{"cGekozenOpties":"1"}');
    tally.finished(old);
    await tally.whenCompleted('GetOpties', (body) => body?.includes('"1"') === true);

    let answered = false;
    const waiting = tally
      .whenCompleted('GetOpties', (body) => body?.includes('"1,2"') === true)
      .then(() => (answered = true));
    tally.sent(aborted, `${API}/GetOpties`, '{"cGekozenOpties":"1,2"}');
    tally.failed(aborted);
    tally.sent(last, `${API}/GetOpties`, '{"cGekozenOpties":"1,2"}');
    await Promise.resolve();
    expect(answered).toBe(false);
    tally.finished(last);
    await waiting;
    expect(answered).toBe(true);
  });
});
