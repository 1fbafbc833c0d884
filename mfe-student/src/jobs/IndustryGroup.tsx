import { useId } from 'react';
import { useJobCountQuery } from '@portal/shared-state';
import { CATEGORIES, type Category } from '../categories/categories';
import { FacetChoice } from './FacetChoice';
import { Fieldset, Legend, OptionList } from './facetStyles';
import { industryCountFor, type Filters } from './filters';

type IndustryGroupProps = {
  filters: Filters;
  onChoose: (industry: string) => void;
};

type IndustryChoiceProps = IndustryGroupProps & { name: string; industry: Category };

/**
 * An industry with the number of jobs it would find with the other filters as they are: the
 * API counts no keywords, so each is a `limit=1` search of its own (cached per search; with no
 * other filter, the same five the home page's chips ask for).
 */
const IndustryChoice = ({ name, industry, filters, onChoose }: IndustryChoiceProps) => {
  // The last count while the next loads: the number changes in place instead of blinking.
  const count = useJobCountQuery(industryCountFor(filters, industry)).data?.total;
  return (
    <FacetChoice type="radio" name={name} option={{ value: industry, label: industry, count }} checked={filters.industry === industry} onChange={() => onChoose(industry)} />
  );
};

/**
 * The industry: one at a time, since it is a keyword the jobs must contain ('All industries'
 * unchooses it). Radios rather than checkboxes: two keywords would mean jobs with both.
 */
export const IndustryGroup = ({ filters, onChoose }: IndustryGroupProps) => {
  const name = useId();
  return (
    <Fieldset>
      <Legend>Industry</Legend>
      <OptionList>
        <li>
          <FacetChoice type="radio" name={name} option={{ value: '', label: 'All industries' }} checked={!filters.industry} onChange={() => onChoose('')} />
        </li>
        {CATEGORIES.map((industry) => (
          <li key={industry}>
            <IndustryChoice name={name} industry={industry} filters={filters} onChoose={onChoose} />
          </li>
        ))}
      </OptionList>
    </Fieldset>
  );
};
