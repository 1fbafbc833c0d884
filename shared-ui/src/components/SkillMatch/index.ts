export { CARD_SKILL_CHIPS, SkillMatch, type SkillMatchProps } from './SkillMatch';
