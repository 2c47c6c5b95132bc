/**
 * "Was this page helpful?" at the foot of a docs page: server markup only. runtime/islands/feedback/mountFeedback.ts
 * brings it to life; until then the thumbs are plain buttons whose first click is queued (loadFeedback.ts).
 */
import * as React from 'react';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDownAlt';
import { FEEDBACK_MAX_COMMENT_CHARS } from '../../runtime/constants.ts';
import { useTranslate } from './TranslationContext.tsx';

function VoteButton({ rating, label, icon, pressedIcon }: { rating: 0 | 1; label: string; icon: React.ReactNode; pressedIcon: React.ReactNode }) {
  // Both icons are rendered and the stylesheet shows the filled one while pressed, so the runtime only flips aria-pressed.
  return (
    <button type="button" className="feedback-vote" data-feedback-rating={rating} aria-pressed="false" aria-label={label} title={label}>
      <span className="feedback-vote-off">{icon}</span>
      <span className="feedback-vote-on">{pressedIcon}</span>
    </button>
  );
}

export function FeedbackWidget() {
  const t = useTranslate();
  return (
    <section className="feedback" data-feedback="" aria-labelledby="feedback-question">
      <div className="feedback-row">
        <p className="feedback-question" id="feedback-question">
          {t('feedback.question')}
        </p>
        <VoteButton rating={1} label={t('feedback.helpful')} icon={<ThumbUpOutlinedIcon fontSize="small" />} pressedIcon={<ThumbUpIcon fontSize="small" />} />
        <VoteButton rating={0} label={t('feedback.notHelpful')} icon={<ThumbDownOutlinedIcon fontSize="small" />} pressedIcon={<ThumbDownIcon fontSize="small" />} />
      </div>
      <form className="feedback-form" hidden>
        <label className="feedback-label" htmlFor="feedback-comment">
          {t('feedback.commentLabel')}
        </label>
        <textarea className="feedback-comment" id="feedback-comment" name="comment" rows={2} maxLength={FEEDBACK_MAX_COMMENT_CHARS} />
        <div className="feedback-actions">
          <button type="button" className="feedback-button" data-feedback-cancel="">
            {t('feedback.cancel')}
          </button>
          <button type="submit" className="feedback-button feedback-submit">
            {t('feedback.submit')}
          </button>
        </div>
      </form>
      <p className="feedback-status" data-feedback-status="" role="status" aria-live="polite" data-thanks={t('feedback.thanks')} data-failed={t('feedback.submitFailed')} />
    </section>
  );
}
