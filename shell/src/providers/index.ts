export { AppProviders, type AppProvidersProps } from './AppProviders';
export { hydrateApp } from './hydrateApp';
export { mountApp } from './mountApp';
