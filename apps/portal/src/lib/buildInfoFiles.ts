/** `build/latest.json`: the id of the newest deployed build (decisions.md §3, build check). */
export interface LatestBuild {
  id: string;
  /** When the build was made, in ms since the epoch. */
  timestamp: number;
}

/** Where the build id files live under the portal's origin (and in `dist`). */
export const BUILD_INFO_DIR = 'build';

/** A build id is used as a file name: letters, digits, `-` and `_` only. */
const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The files of the portal's new-build check, as paths under `dist` with their JSON:
 * `build/latest.json` (polled to see whether a newer build is deployed) and
 * `build/meta/<id>.json` (this build's own metadata, fetched once after load).
 */
export function buildInfoFiles(
  id: string,
  timestamp: number,
): { fileName: string; source: string }[] {
  if (!BUILD_ID.test(id))
    throw new Error(`Build id ${JSON.stringify(id)} is not a safe file name.`);
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new Error(`Build timestamp ${timestamp} is not a time in ms.`);
  }
  const info: LatestBuild = { id, timestamp };
  const source = `${JSON.stringify(info)}\n`;
  return [
    { fileName: `${BUILD_INFO_DIR}/latest.json`, source },
    { fileName: `${BUILD_INFO_DIR}/meta/${id}.json`, source },
  ];
}
