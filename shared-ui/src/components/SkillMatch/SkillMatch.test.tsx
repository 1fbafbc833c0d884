import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { SkillMatch } from './SkillMatch';

const chips = () => within(screen.getByRole('list')).getAllByRole('listitem');
/** What a screen reader reads of each chip: its state and name, not the mark beside them. */
const announced = (chip: HTMLElement) => [...chip.children].filter((part) => part.getAttribute('aria-hidden') !== 'true').map((part) => part.textContent).join('');

describe('SkillMatch', () => {
  it('says how many of the requirements match, and lists them as chips, those the student has first', () => {
    renderWithProviders(<SkillMatch matched={['React', 'Node.js', 'CSS']} missing={['TypeScript']} />);
    expect(screen.getByRole('list', { name: '3 of 4 skills match' })).toBeInTheDocument();
    expect(chips().map(announced)).toEqual(['has React', 'has Node.js', 'has CSS', 'missing TypeScript']);
  });

  it('marks each chip by more than its colour: a ✓ or ✕, and a solid or dashed border', () => {
    renderWithProviders(<SkillMatch matched={['React']} missing={['Go']} />);
    const [has, lacks] = chips();
    expect(has).toHaveTextContent(/^✓/);
    expect(lacks).toHaveTextContent(/^✕/);
    expect(has).toHaveStyle({ borderStyle: 'solid', color: theme.colors.status.accepted });
    expect(lacks).toHaveStyle({ borderStyle: 'dashed', color: theme.colors.text });
  });

  it('speaks of one skill in the singular', () => {
    renderWithProviders(<SkillMatch matched={[]} missing={['Go']} />);
    expect(screen.getByRole('list', { name: '0 of 1 skill matches' })).toBeInTheDocument();
  });

  it('shows at most maxChips chips and counts the rest', () => {
    renderWithProviders(<SkillMatch matched={['React']} missing={['Go', 'Rust', 'Elm']} maxChips={2} />);
    expect(screen.getByRole('list', { name: '1 of 4 skills match' })).toBeInTheDocument();
    expect(chips().map((chip) => chip.textContent)).toEqual(['✓has React', '✕missing Go', '+2 more']);
  });

  it('keeps a requirement listed twice as two chips', () => {
    renderWithProviders(<SkillMatch matched={['SQL', 'SQL']} missing={[]} />);
    expect(chips()).toHaveLength(2);
  });
});
