/**
 * The wire shapes of the API: the one source of truth for the server's response
 * serialisation, the OpenAPI description and the browser's API client types.
 */
export * from './common';
export * from './user';
export * from './session-hint';
export * from './company';
export * from './job';
export * from './application';
export * from './notification';
export * from './alert';
export * from './limits';
export * from './stages';
export * from './search-facets';
export * from './job-vocabulary';
export * from './skills';
export * from './salary';
export * from './screening';
export * from './interview';
export * from './screening-rules';
export * from './recommendations';
export * from './telemetry';
export * from './platform';
export * from './team-roles';
export * from './team';
export * from './analytics-range';
export * from './analytics';
export * from './requests';
export * from './responses';
