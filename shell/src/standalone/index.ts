export { mountStandalone, type StandaloneScreens } from './mountStandalone';
