import { mountStandalone } from '@portal/shell/standalone';
import BrowseScreen from './browse/BrowseScreen';
import HomeScreen from './home/HomeScreen';
import JobDescriptionScreen from './job-description/JobDescriptionScreen';
import JobsScreen from './jobs/JobsScreen';
import ProfileScreen from './profile/ProfileScreen';

// `npm run dev`: this remote's screens on their own, inside the shell's header and providers.
mountStandalone({
  '/': HomeScreen,
  '/jobs': JobsScreen,
  '/browse': BrowseScreen,
  '/description/:id': JobDescriptionScreen,
  '/profile': ProfileScreen,
});
