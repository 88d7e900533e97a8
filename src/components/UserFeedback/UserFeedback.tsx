import { useTheme } from '../../theme/useTheme';
import { useMergeRefs } from '@floating-ui/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
} from 'react';
import { durations } from '../../tokens';
import { ThumbsDownIcon, ThumbsUpIcon } from '../Iconography/icons';
import { Button } from '../Button';
import { visuallyHidden } from '../../theme/styles';
import { answersStyles, feedbackStyles, questionStyles, thanksStyles } from './UserFeedback.styles';

export type FeedbackAnswer = 'yes' | 'no';

export interface UserFeedbackProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /**
   * Accessible name of the section.
   * @default 'Page feedback'
   */
  'aria-label'?: string;
  /**
   * The question.
   * @default 'Did this page help you?'
   */
  question?: string;
  /**
   * Label of the positive answer.
   * @default 'Yes'
   */
  yesLabel?: string;
  /**
   * Label of the negative answer.
   * @default 'No'
   */
  noLabel?: string;
  /**
   * The thank-you line after a "yes".
   * @default 'Thanks for your feedback.'
   */
  yesThanks?: string;
  /**
   * The thank-you line after a "no".
   * @default 'Thanks for your feedback.'
   */
  noThanks?: string;
  /**
   * How long the chosen answer shows before the thank-you line replaces the question, in ms.
   * @default 500
   */
  delay?: number;
  /** Called at once with the answer, before the thank-you line shows. */
  onAnswer?: (answer: FeedbackAnswer) => void;
}

/** Asks whether the page helped and thanks the reader once they answer. */
export function UserFeedback({
  question = 'Did this page help you?',
  'aria-label': ariaLabel = 'Page feedback',
  yesLabel = 'Yes',
  noLabel = 'No',
  yesThanks = 'Thanks for your feedback.',
  noThanks = 'Thanks for your feedback.',
  delay = durations.feedbackDelay,
  onAnswer,
  ref,
  ...rest
}: UserFeedbackProps) {
  const theme = useTheme();
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [isThanked, setThanked] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const hadFocusRef = useRef(false);
  const containerRef = useRef<HTMLElement>(null);
  const sectionRef = useMergeRefs([containerRef, ref]);

  useEffect(() => {
    if (answer === null) return;
    const timer = setTimeout(() => setThanked(true), delay);
    return () => clearTimeout(timer);
  }, [answer, delay]);

  useLayoutEffect(() => {
    // The answer buttons disappear; focus follows to the thank-you line instead of the body.
    if (isThanked && hadFocusRef.current) thanksRef.current?.focus();
  }, [isThanked]);

  const choose = (chosen: FeedbackAnswer) => {
    if (answer !== null) return;
    hadFocusRef.current = containerRef.current?.contains(document.activeElement) ?? false;
    setAnswer(chosen);
    onAnswer?.(chosen);
  };

  const questionId = useId();
  return (
    <section
      css={feedbackStyles(theme)}
      aria-label={ariaLabel}
      data-status={isThanked ? 'thanked' : answer ? 'answered' : 'asking'}
      {...rest}
      ref={sectionRef}
    >
      {isThanked ? null : (
        <>
          <p id={questionId} css={questionStyles(theme)}>
            {question}
          </p>
          <div css={answersStyles(theme)} role="group" aria-labelledby={questionId}>
            {(['yes', 'no'] as const).map((option) => {
              const Icon = option === 'yes' ? ThumbsUpIcon : ThumbsDownIcon;
              return (
                <Button
                  key={option}
                  variant="secondary"
                  tone="secondary"
                  active={answer === option}
                  aria-disabled={answer !== null || undefined}
                  onClick={() => choose(option)}
                >
                  <Icon />
                  {option === 'yes' ? yesLabel : noLabel}
                </Button>
              );
            })}
          </div>
        </>
      )}
      <p
        ref={thanksRef}
        role="status"
        tabIndex={isThanked ? -1 : undefined}
        css={isThanked ? thanksStyles(theme) : visuallyHidden}
      >
        {isThanked ? (answer === 'no' ? noThanks : yesThanks) : ''}
      </p>
    </section>
  );
}
