// How the page starts: hydrating the server's markup, or rendering in the browser alone.
export { startPage } from './startPage';
