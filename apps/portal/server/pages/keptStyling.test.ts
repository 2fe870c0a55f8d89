import { describe, expect, it } from 'vitest';
import type { Upstream, UpstreamRequest } from '../leaseApiUpstream.ts';
import { STYLING_KEPT_MS, withKeptStyling } from './keptStyling.ts';

/** A lease API that counts the calls it answers, and answers each with its count. */
function countingApi(status = 200) {
  const seen: string[] = [];
  const upstream: Upstream = async ({ pathAndQuery }) => {
    seen.push(pathAndQuery);
    return Response.json({ answer: seen.length }, { status });
  };
  return { seen, upstream };
}

const get = (pathAndQuery: string): UpstreamRequest => ({
  method: 'GET',
  pathAndQuery,
  headers: new Headers(),
  body: null,
});

describe('withKeptStyling', () => {
  it("asks the lease API for a client's styling once a minute, per client", async () => {
    let now = Date.parse('2026-11-27T14:00:00Z');
    const api = countingApi();
    const upstream = withKeptStyling(api.upstream, { now: () => now });
    const answers = [];
    for (const client of ['horizon', 'horizon', 'zonnig', 'horizon']) {
      const answer = await upstream(get(`/api/GetStyling?cClient=${client}`));
      answers.push(await answer.json());
    }
    expect(api.seen).toEqual(['/api/GetStyling?cClient=horizon', '/api/GetStyling?cClient=zonnig']);
    expect(answers).toEqual([{ answer: 1 }, { answer: 1 }, { answer: 2 }, { answer: 1 }]);

    now += STYLING_KEPT_MS + 1;
    await upstream(get('/api/GetStyling?cClient=horizon'));
    expect(api.seen).toHaveLength(3);
  });

  it('keeps no failed answer, and nothing but GetStyling', async () => {
    const failing = countingApi(503);
    const upstream = withKeptStyling(failing.upstream);
    expect((await upstream(get('/api/GetStyling?cClient=horizon'))).status).toBe(503);
    expect((await upstream(get('/api/GetStyling?cClient=horizon'))).status).toBe(503);
    expect(failing.seen).toHaveLength(2);

    const api = countingApi();
    const other = withKeptStyling(api.upstream);
    await other(get('/api/GetSettings'));
    await other(get('/api/GetSettings'));
    await other({ ...get('/api/GetStyling?cClient=horizon'), method: 'POST' });
    expect(api.seen).toHaveLength(3);
  });
});
