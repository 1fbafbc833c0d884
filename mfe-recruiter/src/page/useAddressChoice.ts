import { useSearchParams } from '@portal/shared-ui';

/**
 * One of a few choices kept in the address (`?{param}=`), beside the text filter: it survives a
 * reload and Back, and the list can be shared as shown. The first choice is the default, left out
 * of the address; anything else in the address reads as the default.
 */
export function useAddressChoice<Choice extends string>(
  param: string,
  choices: readonly Choice[],
): [choice: Choice, setChoice: (choice: Choice) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = choices[0]!;
  const chosen = params.get(param);
  const setChoice = (choice: Choice) => {
    const next = new URLSearchParams(params);
    if (choice === fallback) next.delete(param);
    else next.set(param, choice);
    setParams(next, { replace: true });
  };
  return [choices.find((choice) => choice === chosen) ?? fallback, setChoice];
}
