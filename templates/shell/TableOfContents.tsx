/** The page's table of contents (h2 and their h3), sticky from `md` up; the runtime highlights the section in view. */
import * as React from 'react';
import { useTranslate } from './TranslationContext.tsx';

export interface TocItem {
  id: string;
  text: string;
  children: TocItem[];
}

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const t = useTranslate();
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-label" data-toc>
      <p id="toc-label" className="toc-label">
        {t('page.contents')}
      </p>
      <ul>
        {toc.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.text}</a>
            {item.children.length ? (
              <ul>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
