import { Greeting } from '@lease/ui';

/** `/{lang}/{lease}`: the client home of a logged-in person. */
export function ClientHomeRoute() {
  // The greeting is the page's main heading until the home page gets its content.
  return <Greeting component="h1" />;
}
