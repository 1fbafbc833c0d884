import { mountStandalone } from '@portal/shell/standalone';
import exposedScreens from './exposed-screens.json';

const SCREEN_FILES: Record<string, string> = exposedScreens;

// `npm run dev`: this remote's screens on their own, inside the shell's header and providers,
// each loaded from the file the remote exposes it from.
mountStandalone('student', (screen) => import(/* webpackInclude: /Screen\.tsx$/ */ `./${SCREEN_FILES[screen]}`));
