// Loads screens before their routes render, for whoever their guards will show them to.
export { warmUpFirstScreen } from './warmUpFirstScreen';
export { warmUpOnIntent } from './warmUpOnIntent';
