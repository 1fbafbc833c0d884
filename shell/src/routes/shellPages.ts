import type { ComponentType } from 'react';
import { NOTIFICATIONS_PATH } from '../notifications/paths';
import { NotificationsRoute } from '../notifications/NotificationsRoute';

/** What shows each page the route table gives the shell (`"owner": "shell"`), by its path. */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = { [NOTIFICATIONS_PATH]: NotificationsRoute };
