/** msw handlers for every call, answering with the fixtures; for stories and component tests. */
export { handlers, createHandlers, errorResponse, type HandlerOptions } from './handlers.ts';
