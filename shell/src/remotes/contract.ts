import type { ComponentType } from 'react';

/** The remotes the shell's route table uses; remotes.json says where each one is hosted. */
export type RemoteName = 'auth' | 'student' | 'recruiter';

/**
 * What a remote exposes for each of its screens (as './<Screen>'): a module whose default
 * export is the screen, a component without props that reads the URL through the router.
 */
export type ScreenModule = { default: ComponentType };
