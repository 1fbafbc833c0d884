export { ChoiceLabel, type ChoiceLabelProps } from './ChoiceLabel';
