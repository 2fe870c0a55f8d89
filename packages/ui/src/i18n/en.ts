/** English UI texts: the source of every message id. Other languages must match its ids. */
export const en = {
  'greeting.morning': 'Good morning',
  'greeting.afternoon': 'Good afternoon',
  'greeting.evening': 'Good evening',
  'greeting.morningName': 'Good morning, {name}',
  'greeting.afternoonName': 'Good afternoon, {name}',
  'greeting.eveningName': 'Good evening, {name}',
  'login.heading': 'Log in',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.usernameRequired': 'Enter your username.',
  'login.passwordRequired': 'Enter your password.',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',
  'login.refusedFallbackTitle': 'Login failed',
  'login.errorTitle': 'Something went wrong',
  'logo.partOf': 'Part of {name}',
  'logo.parentScheme': 'Parent scheme',
  'logo.defaultName': 'Lease portal',
  'layout.skipToContent': 'Skip to main content',
  'logo.home': '{name} home',
  'error.notFound': 'Page Not Found',
  'error.notFoundPath': 'Page not found: {path}',
  'error.notFoundDescription': 'The page you are looking for does not exist or has moved.',
  'error.internal': 'Internal Server Error',
  'error.internalDescription': 'Something went wrong on our side. Please try again later.',
  'error.statusCode': 'Error {status}',
  'price.perMonth': '{price} per month',
  'price.perYear': '{price} per year',
} as const;

/** The id of a UI text. */
export type UiMessageId = keyof typeof en;
