import { useState } from 'react';
import styled from 'styled-components';
import type { FacetName, FacetValue } from '@portal/shared-state';
import { FacetChoice } from './FacetChoice';
import { Fieldset, Legend, Note, OptionList } from './facetStyles';
import { useSteadyOptions } from './useSteadyOptions';

/** Values shown before 'Show all': a long list of locations or companies would push the other groups off screen. */
export const FIRST_SHOWN = 6;

const More = styled.button`
  align-self: flex-start;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  cursor: pointer;
`;

type FacetGroupProps = {
  facet: FacetName;
  legend: string;
  /** What the values are, for 'Show all 14 locations'. */
  plural: string;
  /** The API's values with their counts; undefined before its first answer. */
  counted: FacetValue[] | undefined;
  chosen: string[];
  onToggle: (value: string) => void;
};

/** A facet as checkboxes: any number of its values may be chosen, and a job matching any of them is shown. */
export const FacetGroup = ({ facet, legend, plural, counted, chosen, onToggle }: FacetGroupProps) => {
  const [showAll, setShowAll] = useState(false);
  const options = useSteadyOptions(facet, counted, chosen);
  // A chosen value stays in sight when the list is folded.
  const shown = showAll ? options : options.filter((option, index) => index < FIRST_SHOWN || chosen.includes(option.value));
  const folded = options.length > shown.length;
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {options.length === 0 ? (
        <Note>None in these jobs</Note>
      ) : (
        <OptionList>
          {shown.map((option) => (
            <li key={option.value}>
              <FacetChoice type="checkbox" option={option} checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
            </li>
          ))}
        </OptionList>
      )}
      {(folded || showAll) && options.length > FIRST_SHOWN && (
        <More type="button" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
          {showAll ? `Show fewer ${plural}` : `Show all ${options.length} ${plural}`}
        </More>
      )}
    </Fieldset>
  );
};
