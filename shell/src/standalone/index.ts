export { mountStandalone, type LoadScreen } from './mountStandalone';
