import { SSR_STATE_ELEMENT_ID, type ServerAnswer } from '@portal/site/server-render';
import { portalApi } from '@portal/shared-state';
import { pageData } from './pageData';

const isServerAnswer = (entry: unknown): entry is ServerAnswer => {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const { endpointName } = entry as Partial<ServerAnswer>;
  // An endpoint this shell does not know means a block not written for this build.
  return typeof endpointName === 'string' && Object.hasOwn(portalApi.endpoints, endpointName) && 'value' in entry;
};

/**
 * The answers the server rendered the page's screen from, when it did (see
 * SSR_STATE_ELEMENT_ID); undefined when the page was not rendered on the server, or when its
 * block cannot be read as answers of this shell's endpoints: such a page is rendered here from
 * scratch, as though the server had sent no markup.
 */
export function serverAnswersInPage(): ServerAnswer[] | undefined {
  if (!document.getElementById(SSR_STATE_ELEMENT_ID)) return undefined;
  const block = pageData(SSR_STATE_ELEMENT_ID);
  if (Array.isArray(block) && block.every(isServerAnswer)) return block;
  console.error(`The page's #${SSR_STATE_ELEMENT_ID} block is not a list of answers: the page is rendered here instead of taking over the server's markup.`);
  return undefined;
}
