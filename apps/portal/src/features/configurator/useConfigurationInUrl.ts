import { useMemo } from 'react';
import { useSearchParamsAhead } from '#src/hooks/useSearchParamsAhead.ts';
import {
  configurationFromSearchParams,
  searchParamsFromConfiguration,
  type Configuration,
} from '#src/lib/configurationParams.ts';

/** The configuration the URL holds, and the ways to change it. */
export interface ConfigurationInUrl {
  /** The URL's query as rendered; the same object while the query stays the same. */
  params: URLSearchParams;
  /** The configuration of the rendered URL. */
  configuration: Configuration;
  /**
   * The configuration once the changes already made are rendered: what a change starts from, so
   * a click before the render of the one before keeps that one. For handlers only.
   */
  latest: () => Configuration;
  /** A change of some fields, from the latest configuration: a step the back button can undo. */
  configure: (next: Partial<Configuration>) => void;
  /** A whole configuration in place of the current one, without a step for the back button. */
  replace: (next: Configuration) => void;
  /** A whole configuration as a new step. */
  push: (next: Configuration) => void;
}

/** The configurator's state: the configuration lives in the URL, so a reload or a link restores it. */
export function useConfigurationInUrl(): ConfigurationInUrl {
  const [params, setParams, latestParams] = useSearchParamsAhead();
  const configuration = useMemo(() => configurationFromSearchParams(params), [params]);
  const latest = () => {
    const ahead = latestParams();
    return ahead === params ? configuration : configurationFromSearchParams(ahead);
  };
  return {
    params,
    configuration,
    latest,
    configure: (next) => setParams(searchParamsFromConfiguration({ ...latest(), ...next })),
    replace: (next) => setParams(searchParamsFromConfiguration(next), { replace: true }),
    push: (next) => setParams(searchParamsFromConfiguration(next)),
  };
}
