export { UserFeedback } from './UserFeedback';
export type { UserFeedbackProps, FeedbackAnswer } from './UserFeedback';
