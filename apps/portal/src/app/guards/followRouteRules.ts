import { matchRouteRule } from '@lease/api';
import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { appDepsOf } from '#src/lib/appDeps.tsx';

/**
 * The server's route rules on the portal's own navigations (spec point 2): a page a rule moves is
 * left for its target before any guard or loader runs. A target inside the portal is a navigation
 * of the app; an absolute one is a full browser navigation (React Router leaves the app for a URL
 * of another origin).
 */
export const followRouteRules: MiddlewareFunction = ({ context, request }) => {
  const rules = appDepsOf(context).routeRules ?? [];
  if (rules.length === 0) return;
  const rule = matchRouteRule(rules, new URL(request.url).pathname);
  if (rule) throw redirect(rule.to);
};
