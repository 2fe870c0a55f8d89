export { OrderQuestions, YES, NO, type OrderQuestionsProps } from './OrderQuestions.tsx';
