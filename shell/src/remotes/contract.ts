import type { ComponentType } from 'react';
import type { ScreenDataLoader } from '@portal/shared-state';

/** The remotes the shell's route table uses; remotes.json says where each one is hosted. */
export type RemoteName = 'auth' | 'student' | 'recruiter';

/**
 * What a remote exposes for each of its screens (as './<Screen>'): a module whose default
 * export is the screen, a component without props that reads the URL through the router, and
 * optionally `loadData`, which asks for what the screen's first render reads (a server render
 * waits for it, then renders the screen once).
 */
export type ScreenModule = { default: ComponentType; loadData?: ScreenDataLoader };
