import { reviewsQueryOptions } from '@lease/api';
import { useQuery } from '@tanstack/react-query';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';
import { LineLink } from './LineLink.tsx';

export interface ModelReviewsLinkProps {
  modelId: number;
  /** The client shows reviews (`IsAutoReviewEnabled`): only then are they asked for. */
  enabled: boolean;
}

/** A link to the model's reviews, where the client shows reviews and the model has some. */
export function ModelReviewsLink({ modelId, enabled }: ModelReviewsLinkProps) {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const reviews = useQuery(reviewsQueryOptions(gateway, [modelId], enabled));
  if ((reviews.data?.length ?? 0) === 0) return null;
  return (
    <LineLink to={paths.reviews.getHref(locale, client, [modelId])}>
      {message('types.reviews')}
    </LineLink>
  );
}
