import { firstCategoryId, validStoredCategory } from '@lease/api';
import { data } from 'react-router-dom';
import { appDepsOf, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { loadPricingBasis } from '#src/lib/loadPricingBasis.ts';
import { parseIdParam, parseTypeParam } from '#src/lib/typeParam.ts';

/**
 * What every loader of a vehicle's own page starts from: the model and type its path names (a
 * malformed segment is the route's fatal 404, spec point 2), in the driver's category and the
 * chosen mobility product, with the client's settings and the driver's profile loaded.
 */
export async function loadRouteVehicle({
  context,
  params,
}: Pick<RouteLoaderArgs, 'context' | 'params'>) {
  const modelId = parseIdParam(params.model);
  const typeId = parseTypeParam(params.type);
  if (modelId === null || typeId === null) throw data(null, { status: 404 });
  const deps = appDepsOf(context);
  const { choices } = deps;
  const mobilityProductId = choices.mobilityProduct.read();
  const [settings] = await loadPricingBasis(deps);
  const categoryId =
    validStoredCategory(choices.category.read(), settings) ?? firstCategoryId(settings) ?? 0;
  return { ...deps, car: { modelId, typeId, categoryId, mobilityProductId } };
}
