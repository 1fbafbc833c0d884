import { mountStandalone } from '@portal/shell/standalone';
import LoginScreen from './login/LoginScreen';
import SignupScreen from './signup/SignupScreen';

// `npm run dev`: this remote's screens on their own, inside the shell's header and providers.
mountStandalone({ '/login': LoginScreen, '/signup': SignupScreen });
