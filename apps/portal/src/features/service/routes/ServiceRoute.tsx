import {
  contactDetailsQueryOptions,
  faqQueryOptions,
  languageOfLocale,
  useContactMailMutation,
} from '@lease/api';
import { ContactForm, FaqList } from '@lease/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = { titleId: 'service.title' } satisfies RouteHandle;

/** FAQ and contact details may arrive after the first paint; the page is usable without them. */
export function loader({ context, params }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  const taalcode = routeLanguage(params.lang);
  void queryClient.prefetchQuery(faqQueryOptions(gateway, { taalcode }));
  void queryClient.prefetchQuery(contactDetailsQueryOptions(gateway, { taalcode }));
  return null;
}

/**
 * `/{lang}/{lease}/service`: the frequently asked questions, and a message to the lease desk
 * beside its contact details; whether the desk received it (`ContactMail` answers true or
 * false) is said plainly.
 */
export function Component() {
  const gateway = useGateway();
  const message = usePortalMessage();
  const taalcode = languageOfLocale(useRouteLocale());
  const faq = useQuery(faqQueryOptions(gateway, { taalcode }));
  const contactDetails = useQuery(contactDetailsQueryOptions(gateway, { taalcode }));
  const contactMail = useContactMailMutation(gateway);
  const faqFailure = faq.error ? apiErrorMessage(faq.error) : null;
  const mailFailure = contactMail.error ? apiErrorMessage(contactMail.error) : null;
  return (
    <Stack spacing={5}>
      <Typography component="h1" variant="h2">
        {message('service.title')}
      </Typography>
      <Stack component="section" aria-labelledby="service-faq" spacing={2}>
        <Typography id="service-faq" component="h2" variant="h5">
          {message('service.faq')}
        </Typography>
        <FaqList
          items={faq.data ?? []}
          loading={faq.isPending}
          errorMessage={faqFailure ? message(faqFailure.id, faqFailure.values) : null}
          headingLevel={3}
        />
      </Stack>
      <Stack component="section" aria-labelledby="service-contact" spacing={2}>
        <Typography id="service-contact" component="h2" variant="h5">
          {message('service.contact')}
        </Typography>
        <ContactForm
          onSubmit={(values) => contactMail.mutate(values)}
          pending={contactMail.isPending}
          result={contactMail.data ?? null}
          contactDetails={contactDetails.data ?? null}
        />
        {mailFailure ? (
          <Typography role="alert" sx={{ color: 'error.main' }}>
            {message(mailFailure.id, mailFailure.values)}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
