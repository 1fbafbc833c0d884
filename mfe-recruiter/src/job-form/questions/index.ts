// The job form's screening questions: the builder, its state, and how drafts become the body's questions.
export { QuestionsField } from './QuestionsField';
export { useQuestionDrafts, type QuestionDrafts } from './useQuestionDrafts';
