/** Bottom of a docs page: "Edit this page", the feedback slot, prev/next links and the site footer. */
import * as React from 'react';
import EditIcon from '@mui/icons-material/EditOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from './TranslationContext.tsx';
import { useWithBase } from './SiteUrlContext.tsx';

export interface PageLinkRef {
  href: string;
  title: string;
}

export interface DocsFooterProps {
  editUrl?: string;
  prev?: PageLinkRef;
  next?: PageLinkRef;
  /** The feedback widget, when enabled. */
  feedback?: React.ReactNode;
}

export function DocsFooter({ editUrl, prev, next, feedback }: DocsFooterProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  return (
    <footer className="docs-footer">
      <div className="docs-footer-row">
        {editUrl ? (
          <a className="edit-link" href={editUrl} target="_blank" rel="nofollow noopener">
            <EditIcon fontSize="small" />
            {t('page.editPage')}
          </a>
        ) : (
          <span />
        )}
        {feedback}
      </div>
      {prev || next ? (
        <nav className="prev-next" aria-label={t('page.pagination')}>
          {prev ? (
            <a className="prev-link" href={withBase(prev.href)} rel="prev">
              <ChevronLeftIcon fontSize="small" className="flip-rtl" />
              <span>
                <span className="prev-next-label">{t('page.previousPage')}</span>
                <span className="prev-next-title">{prev.title}</span>
              </span>
            </a>
          ) : (
            <span />
          )}
          {next ? (
            <a className="next-link" href={withBase(next.href)} rel="next">
              <span>
                <span className="prev-next-label">{t('page.nextPage')}</span>
                <span className="prev-next-title">{next.title}</span>
              </span>
              <ChevronRightIcon fontSize="small" className="flip-rtl" />
            </a>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}
